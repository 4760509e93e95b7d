// Chinese: pass and play, several people sharing one device.
import type { FullTranslation } from '../extra';

/** Chinese strings: the people at this device, and the screen that hands the device over. */
export const zhHotseat: FullTranslation = {
  hotseat: {
    start: '开始游戏',
    yourTurn: '{{name}}，你的回合',
    people: '本设备上的玩家人数',
    justMe: '只有我',
    nameOf: '第 {{n}} 位玩家的名字',
    defaultName: '玩家 {{n, number}}',
    hint_one: '{{n, number}} 人轮流使用本设备，对战一个机器人。',
    hint_other: '{{n, number}} 人轮流使用本设备，对战 {{count, number}} 个机器人。',
    hintAll: '{{n, number}} 人轮流使用本设备，没有机器人。',
    passTo: '请把设备交给 {{name}}',
    asked: '{{name}} 需要决定：{{what}}',
    private: '现在只有 {{name}} 可以看屏幕：下一屏会显示其手牌。',
    reveal: '我是 {{name}}：显示我的手牌',
    resume: '{{names}} 在本设备上 · {{players, number}} 名玩家，{{length, number}} 传奇点获胜 · 第 {{round, number}} 轮',
  },
};
