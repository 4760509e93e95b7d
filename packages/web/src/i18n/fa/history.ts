// Persian: the finished games of this device on the home page (components/PlayedGames.tsx).
import type { FullTranslation } from '../extra';

/** Persian strings: the tallies of the games against bots and each finished game's line. */
export const faHistory: FullTranslation = {
  history: {
    title: 'بازی‌های تمام‌شده روی این دستگاه',
    tally: 'در برابر ربات‌ها: {{played}} بازی، {{won}} برد · بهترین امتیاز {{best}}',
    seatAs: '{{character}} ({{name}})',
    youWon: 'شما با {{lp, number}} امتیاز بردید',
    theyWon: '{{names}} با {{lp, number}} امتیاز برد؛ شما {{mine, number}} امتیاز داشتید',
    won: '{{names}} با {{lp, number}} امتیاز برد',
    summary: '{{when}} · {{players, number}} بازیکن، تا {{length, number}} امتیاز · {{rounds, number}} دور',
    people: '{{names}} پشت این دستگاه',
    online: 'آنلاین، با {{names}}',
    watch: 'تماشا',
    older_one: '{{count, number}} بازی قدیمی‌تر',
    older_other: '{{count, number}} بازی قدیمی‌تر',
    onlineTally: 'آنلاین: {{played}} بازی، {{won}} برد',
    peopleTally: 'دست‌به‌دست روی همین دستگاه: {{list}}',
    person: '{{name}} {{won}} از {{played}} را برد',
    forget: 'پاک کردن این بازی‌ها',
  },
};
