// Chinese: the game's statistics under the final scoring.
import type { FullTranslation } from '../extra';

/** Chinese strings: where each player's LP came from, and what they did over the game. */
export const zhStats: FullTranslation = {
  stats: {
    title: '本局统计',
    lpHead: '游戏中获得的传奇点（按来源）',
    countsHead: '整局游戏',
    loading: '正在计算统计…',
    failed: '无法计算统计：{{reason}}',
    source: {
      gold: '存入的金块', fights: '战斗', poker: '扑克', revels: '歌舞厅狂欢', stories: '故事', cattle: '牛群',
      marshal: '执法官轨', wanted: '通缉轨', cards: '卡牌与能力', other: '其他',
    },
    race: '每轮结束时传奇点轨上的点数',
    raceRounds: '轮次',
    lpLost: '失去的传奇点',
    track: '传奇点轨上',
    count: {
      nuggetsMined: '开采的金块', fightsWon: '战斗胜利', fightsLost: '战斗失败',
      banditsDefeated: '击败的强盗', pokerWon: '赢得的扑克局', cattleDelivered: '交付的牛群',
      storyDiscs: '故事上的标记', moneyGained: '赚得的现金',
    },
  },
};
