// Chinese: the finished games of this device on the home page (components/PlayedGames.tsx).
import type { FullTranslation } from '../extra';

/** Chinese strings: the tallies of the games against bots and each finished game's line. */
export const zhHistory: FullTranslation = {
  history: {
    title: '本设备上已结束的对局',
    tally: '对战机器人：共 {{played}} 局，胜 {{won}} 局 · 最高 {{best}} 传奇点',
    seatAs: '{{character}}（{{name}}）',
    youWon: '你以 {{lp, number}} 传奇点获胜',
    theyWon: '{{names}} 以 {{lp, number}} 传奇点获胜；你得了 {{mine, number}} 传奇点',
    won: '{{names}} 以 {{lp, number}} 传奇点获胜',
    summary: '{{when}} · {{players, number}} 名玩家，{{length, number}} 传奇点获胜 · {{rounds, number}} 轮',
    people: '{{names}} 在本设备上',
    online: '在线，对手：{{names}}',
    watch: '观看',
    older_one: '更早的 {{count, number}} 局',
    older_other: '更早的 {{count, number}} 局',
    onlineTally: '在线：已玩 {{played}} 局，胜 {{won}} 局',
    peopleTally: '轮流对战：{{list}}',
    person: '{{name}} {{played}} 局胜 {{won}} 局',
    forget: '清除这些对局',
  },
};
