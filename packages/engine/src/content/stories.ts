/** A story card id, ST01..ST40 (CONTENT.md §8). */
export type StoryId = `ST${string}`;

/** The titles of the 40 story cards; their objectives and rewards come with the stories issue (#4). */
export const STORY_TITLES: Readonly<Record<StoryId, string>> = {
  ST01: 'Bandits at Mesito\'s Point', ST02: 'Hired Guns Wanted', ST03: 'Manhunt: The Posse Rides',
  ST04: 'Showdown on Main Street', ST05: 'Highway Robbery', ST06: 'The Big Score',
  ST07: 'Cattle for the Railroad', ST08: 'Midnight Rustlers', ST09: 'Assay Office',
  ST10: 'Sunny Hills Strike', ST11: 'High Stakes in Darkrock', ST12: 'Doctor\'s Orders',
  ST13: 'Grand Opening', ST14: 'Opening Night', ST15: 'Manhunt: Wanted Posters', ST16: 'Jailbreak',
  ST17: 'Green Pastures', ST18: 'Cliff Junction Claim', ST19: 'Against the Odds', ST20: 'Hideout Rendezvous',
  ST21: 'Ambush at Dixon Creek', ST22: 'Outlaws of Spike\'s View', ST23: 'Frontier Justice',
  ST24: 'Manhunt: Bounty Hunters', ST25: 'Duel at Dawn', ST26: 'Stagecoach Robbery', ST27: 'Inside Job',
  ST28: 'Cattle Baron', ST29: 'Blue Ribbon Herd', ST30: 'Gold Rush', ST31: 'Spike\'s View Diggings',
  ST32: 'Run on the Bank', ST33: 'Card Sharp in Red Falls', ST34: 'Night at the Cabaret', ST35: 'Fancy Iron',
  ST36: 'Outfitting the Posse', ST37: 'Manhunt: Cutting Them Off', ST38: 'Sawbones', ST39: 'Lying Low',
  ST40: 'Railroad Payroll',
};

/** All 40 story ids in order. */
export const STORY_IDS: readonly StoryId[] = Object.keys(STORY_TITLES) as StoryId[];
