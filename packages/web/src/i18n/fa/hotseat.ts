// Persian: pass and play, several people sharing one device.
import type { FullTranslation } from '../extra';

/** Persian strings: the people at this device, and the screen that hands the device over. */
export const faHotseat: FullTranslation = {
  hotseat: {
    start: 'شروع بازی',
    yourTurn: '{{name}}، نوبت شما',
    people: 'نفرات پشت این دستگاه',
    justMe: 'فقط خودم',
    nameOf: 'نام نفر {{n}}',
    defaultName: 'بازیکن {{n, number}}',
    hint_one: '{{n, number}} نفر به نوبت با همین دستگاه بازی می‌کنند، در برابر یک ربات.',
    hint_other: '{{n, number}} نفر به نوبت با همین دستگاه بازی می‌کنند، در برابر {{count, number}} ربات.',
    hintAll: '{{n, number}} نفر به نوبت با همین دستگاه بازی می‌کنند، بدون ربات.',
    passTo: 'دستگاه را به {{name}} بدهید',
    asked: 'تصمیم با {{name}}: {{what}}',
    private: 'اکنون فقط {{name}} نگاه کند: صفحهٔ بعد ورق‌های او را نشان می‌دهد.',
    reveal: 'من {{name}} هستم: ورق‌هایم را نشان بده',
    resume: '{{names}} پشت این دستگاه · {{players, number}} بازیکن، تا {{length, number}} امتیاز · دور {{round, number}}',
  },
};
