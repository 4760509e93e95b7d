// Persian (right-to-left). UI chrome, prompts, stats and scoring are translated; card effects,
// characters, spaces and log sentences still fall back to English.
import type { Translation } from './en';

export const fa: Translation = {
  app: { title: 'افسانه‌های غرب', tagline: 'نسخهٔ دیجیتال بازی رومیزی غرب وحشی. سوار شوید، دوئل کنید، طلا استخراج کنید، پوکر بازی کنید و افسانه شوید.', language: 'زبان', skip: 'رفتن به پرسش' },
  home: {
    playNow: 'همین حالا با ربات‌ها بازی کنید', playNowHint: 'شما در برابر ۳ ربات، روی همین دستگاه. بدون حساب و بدون سرور.',
    botLevel: 'سطح ربات', length: 'طول بازی', lengthValue: '{{lp, number}} امتیاز افسانه', speed: 'سرعت ربات‌ها', speedNormal: 'قابل تماشا', speedFast: 'فوری',
    online: 'میزهای آنلاین (ساختن، دعوت، پیوستن) با سرور می‌آیند.', loading: 'در حال پخش کارت‌ها…',
  },
  bot: { random: 'آسان (تصادفی)', heuristic: 'معمولی (اکتشافی)' },
  game: {
    you: 'شما', yourTurn: 'تصمیم شما', yourTurnNow: 'نوبت شما', promptTab: 'میز', autoPass: 'وقتی واکنشی ندارم، خودکار رد کن', confirmTitle: 'رو به پایین، تا آشکار شدن مخفی', confirm: 'تأیید', cancel: 'انتخاب دیگر', waitingFor: 'در انتظار {{name}}…', round: 'دور {{n, number}}', turnOf: 'نوبت {{name}}', actionsLeft: 'کنش‌های باقی‌مانده: {{n, number}}',
    rule: 'قانون {{id}}', refused: 'مجاز نیست: {{message}} ({{rule}})', newGame: 'بازی تازه', home: 'خروج',
    endTriggered: 'پایان بازی آغاز شد: این دور تمام می‌شود، سپس امتیازشماری.', board: 'صفحهٔ بازی', players: 'بازیکنان', hand: 'دست شما', log: 'گزارش',
    emptyHand: 'بدون کارت', orClickBoard: 'یا روی یک خانهٔ برجسته در صفحه کلیک کنید.', moveTo: 'حرکت به…', stories: 'داستان‌ها', story: 'داستان {{id}}',
    discs: 'مهره‌ها: {{who}}', none: 'هیچ', sheriff: 'کلانتر', bandit: 'راهزن', hideout: 'مخفیگاه {{letter}}', fight: 'نبرد', poker: 'پوکر', flop: 'کارت‌های وسط',
    yourChosen: 'کارت‌های انتخابی شما', drawn: 'کارت‌های نبرد کشیده‌شده',
  },
  stat: {
    money: 'پول', nuggets: 'طلا', wounds: 'زخم', lp: 'امتیاز افسانه', marshal: 'مارشال', wanted: 'تحت تعقیب', hand: 'کارت', items: 'وسایل', cattle: 'گاو', legendary: 'افسانه‌ای',
    moneyValue: '{{n, number}}$', nuggetsValue: '{{n, number}} طلا', woundsValue: '{{n, number}} از ۳ زخم', lpValue: '{{n, number}} امتیاز', handValue_one: '{{count, number}} کارت', handValue_other: '{{count, number}} کارت', active: 'فعال', upgraded: 'ارتقایافته', ownCattle: 'ژتون شما: {{id}}',
  },
  prompt: {
    generic: 'یکی را انتخاب کنید', keepCharacter: 'شخصیتی را که نگه می‌دارید انتخاب کنید', chooseStartSpace: 'خانهٔ شروع را انتخاب کنید',
    startBenefit: 'آغاز نوبت: یک امتیاز بگیرید', chooseActive: 'سلاح و مرکب فعال را انتخاب کنید', action: 'یک کنش انجام دهید',
    shop: 'فروشگاه: بخرید یا ارتقا دهید، سپس تمام کنید', reaction: 'واکنش بازی کنید یا رد کنید', moveSheriff: 'کلانتر را حرکت دهید',
    discard: 'یک کارت دور بیندازید', placeFightCard: 'نبرد: کارت خود را انتخاب کنید', fleeOrFight: 'به شما حمله شده: فرار یا انتخاب کارت',
    pokerInvite: 'پوکر: می‌پیوندید؟', pokerChoose: 'پوکر: کارت‌هایتان را انتخاب کنید', banditReward: 'راهزن شکست خورد: پاداش را انتخاب کنید',
  },
  score: { title: 'امتیازشماری نهایی', winner: 'برنده: {{names}}', player: 'بازیکن', trackLp: 'مسیر امتیاز', items: 'وسایل ارتقایافته', money: 'پول', wounds: 'زخم‌ها', marshal: 'مارشال', wanted: 'تحت تعقیب', total: 'جمع', playAgain: 'دوباره بازی کنید' },
  action: { pass: 'رد', flee: 'فرار', finishShopping: 'پایان خرید', finishChoosing: 'پایان انتخاب', work: 'کار', heist: 'سرقت از بانک', poker: 'بازی پوکر', heal: 'درمان نزد دکتر', prospect: 'استخراج طلا', takeCattle: 'برداشتن ژتون گاو' },
  region: { 'mesitos-point': 'مسیتوس پوینت', 'sunny-hills': 'تپه‌های آفتابی', darkrock: 'دارک‌راک', 'red-falls': 'رد فالز', 'dixon-creek': 'دیکسون کریک', 'cliff-junction': 'کلیف جانکشن', 'spikes-view': 'اسپایکس ویو' },
};
