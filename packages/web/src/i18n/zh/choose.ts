// Chinese: choosing characters for an offline game (components/OfflineModes.tsx, R3.2).
import type { FullTranslation } from '../extra';

/** Chinese strings: characters dealt or chosen, and each person's pick. */
export const zhChoose: FullTranslation = {
  modes: {
    characters: '角色',
    dealt: '发牌：每人 2 张，保留 1 张',
    dealtBeginner: '发牌：每人 1 张',
    chosen: '自选',
    chosenSummary: '自选角色',
    yourCharacter: '你的角色',
    characterOf: '{{name}} 的角色',
    randomCharacter: '随机',
    botsRandom: '机器人从剩下的角色中随机获得。',
  },
};
