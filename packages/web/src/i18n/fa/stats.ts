// Persian: the game's statistics under the final scoring.
import type { FullTranslation } from '../extra';

/** Persian strings: where each player's LP came from, and what they did over the game. */
export const faStats: FullTranslation = {
  stats: {
    title: 'آمار بازی',
    lpHead: 'امتیاز افسانهٔ به‌دست‌آمده در طول بازی، به تفکیک منبع',
    countsHead: 'در طول بازی',
    loading: 'در حال محاسبهٔ آمار…',
    failed: 'آمار محاسبه نشد: {{reason}}',
    source: {
      gold: 'طلای سپرده‌شده', fights: 'نبردها', poker: 'پوکر', revels: 'خوش‌گذرانی در کاباره', stories: 'داستان‌ها', cattle: 'گله',
      marshal: 'ردیف مارشال', wanted: 'ردیف تحت تعقیب', cards: 'کارت‌ها و توانایی‌ها', other: 'سایر',
    },
    race: 'امتیاز افسانه روی ردیف در پایان هر دور',
    raceRounds: 'دورها',
    lpLost: 'امتیاز افسانهٔ ازدست‌رفته',
    track: 'روی ردیف امتیاز افسانه',
    count: {
      nuggetsMined: 'طلای استخراج‌شده', fightsWon: 'نبردهای بُرده', fightsLost: 'نبردهای باخته',
      banditsDefeated: 'راهزنان شکست‌خورده', pokerWon: 'دست‌های بُردهٔ پوکر', cattleDelivered: 'گله‌های تحویل‌شده',
      storyDiscs: 'مهره‌ها روی داستان‌ها', moneyGained: 'پول به‌دست‌آمده',
    },
  },
};
