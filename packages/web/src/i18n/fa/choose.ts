// Persian: choosing characters for an offline game (components/OfflineModes.tsx, R3.2).
import type { FullTranslation } from '../extra';

/** Persian strings: characters dealt or chosen, and each person's pick. */
export const faChoose: FullTranslation = {
  modes: {
    characters: 'شخصیت‌ها',
    dealt: 'تقسیم‌شده: به هر نفر ۲ تا، یکی نگه داشته می‌شود',
    dealtBeginner: 'تقسیم‌شده: به هر نفر یکی',
    chosen: 'انتخابی',
    chosenSummary: 'شخصیت‌های انتخابی',
    yourCharacter: 'شخصیت تو',
    characterOf: 'شخصیت {{name}}',
    randomCharacter: 'تصادفی',
    botsRandom: 'ربات‌ها از شخصیت‌های باقی‌مانده تصادفی می‌گیرند.',
  },
};
