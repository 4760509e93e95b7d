// A game's file saved through the browser's download: the final scoring's and the home page's
// finished games' "Download the game file".

/** Saves the game's file through the browser's download (a link to its text, clicked once). */
export async function saveFile(download: () => Promise<{ name: string; json: string }>): Promise<void> {
  const f = await download();
  const url = URL.createObjectURL(new Blob([f.json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = f.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
