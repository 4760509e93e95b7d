// Chinese (Simplified): story cards (titles in our own words, objectives, rewards). Objective
// fragments start with a full-width comma so they read naturally in any order.
import type { FullTranslation } from '../extra';

/** Chinese story texts. */
export const zhStory: FullTranslation = {
  story: {
    defeatBandit: '击败 {{letter}} 号据点的匪徒。',
    win: { any: '赢得一场战斗', duel: '赢得一场决斗', rob: '抢劫成功', arrest: '逮捕成功' },
    vsPlayer: '，对手是玩家', vsWanted: '，对手是通缉玩家', cardMax: '，所用牌不大于 {{n, number}}',
    where: { town: '，地点在城镇内', outside: '，地点在城镇外' },
    heist: '在银行尝试一次劫案。', heistWin: '在银行成功完成劫案。',
    mine: '淘金', at: '，地点：{{space}}', minNuggets: '，且至少获得 {{n, number}} 枚金块',
    deposit: '在银行存入至少 {{n, number}} 枚金块。',
    buy: '在{{town}}购买一件物品。', buyKind: '在{{town}}购买{{kind}}。', kind: { weapon: '武器', mount: '坐骑', misc: '杂项物品' },
    upgrade: '升级一件物品。', poker: '在{{town}}打扑克。', revel: '狂欢换取至少 {{n, number}} 传奇点。', doctor: '找医生治疗。',
    takeCattle: '在{{space}}拿一枚牛只标记。',
    deliver: { any: '交付牛只。', wrangle: '把牛只交付到火车站。', rustle: '把偷来的牛只赶到另一座牧场。' },
    work: '在{{space}}工作。', endMove: '结束一次移动', atHideout: '，地点：{{letter}} 号据点', inRegion: '，地点在{{region}}', startedAt: '，且从{{space}}出发',
    endActions: '在{{town}}结束你的行动',
    if: { wounds: '，且身上有伤', marshal: '，且拥有执法点', wanted: '，且处于通缉状态' },
    reward: {
      lp: '{{n, number}} 传奇点', money: '${{n, number}}', cards_other: '{{count, number}} 张牌', nuggets: '{{n, number}} 枚金块',
      mpOrLp: '一个执法点或 1 传奇点', wpOrLp: '一个通缉点或 1 传奇点',
    },
    rewardLabel: '奖励',
    end: '。',
  },
  storyTitle: {
    ST01: '梅西托斯角的匪徒', ST02: '招募枪手', ST03: '追捕：民团出动', ST04: '大街对决', ST05: '拦路抢劫',
    ST06: '一票大的', ST07: '供应铁路的牛群', ST08: '午夜偷牛贼', ST09: '化验所', ST10: '阳光丘金矿',
    ST11: '暗岩镇的豪赌', ST12: '医嘱', ST13: '隆重开业', ST14: '首演之夜', ST15: '追捕：通缉告示',
    ST16: '越狱', ST17: '绿色牧场', ST18: '悬崖岔口的矿权', ST19: '以弱胜强', ST20: '据点碰头',
    ST21: '迪克森溪伏击', ST22: '斯派克瞭望台的亡命徒', ST23: '边疆正义', ST24: '追捕：赏金猎人', ST25: '黎明决斗',
    ST26: '劫驿马车', ST27: '内鬼', ST28: '牛仔大亨', ST29: '蓝绶带牛群', ST30: '淘金热',
    ST31: '斯派克瞭望台的矿坑', ST32: '银行挤兑', ST33: '红瀑镇的老千', ST34: '歌舞厅之夜', ST35: '精制枪械',
    ST36: '武装民团', ST37: '追捕：截断去路', ST38: '外科郎中', ST39: '避避风头', ST40: '铁路工资',
  },
};
