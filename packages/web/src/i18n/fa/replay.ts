// Persian: watching the replay of a finished match.
import type { FullTranslation } from '../extra';

/** Persian strings: the replay screen and its controls. */
export const faReplay: FullTranslation = {
  replay: {
    title: 'بازپخش',
    controls: 'کنترل‌های بازپخش',
    first: 'نخستین گام',
    prev: 'گام قبلی',
    next: 'گام بعدی',
    last: 'آخرین گام',
    step: 'گام {{k, number}} از {{n, number}}',
    slider: 'گام بازپخش',
    seenBy: 'از نگاه',
    spectator: 'تماشاگر (دست‌ها پنهان)',
    seatAs: 'صندلی {{n, number}}: {{name}}',
    keysHint: 'کلیدهای جهت‌نما گام به گام می‌برند',
    loading: 'بازپخش در حال بارگذاری است…',
    cannot: 'این بازپخش را نمی‌توان نشان داد.',
    error: '{{message}} ({{code}})',
    deciding: 'تصمیم با {{name}}:',
    watch: 'تماشای بازپخش',
  },
};
