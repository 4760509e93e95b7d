// Chinese (Simplified): the Man in Black (黑衣人), the automated third competitor of two-player games.
import type { FullTranslation } from '../extra';

/** Chinese Man in Black strings. */
export const zhMib: FullTranslation = {
  mib: {
    title: '黑衣人',
    name: '黑衣人',
    always: '始终持有 $120 和 4 枚金块',
    at: '位于{{space}}',
    card: '他的行动牌',
    noCard: '还没有翻开任何牌。',
    revealed: '自上次洗牌以来已翻开',
    deck: '剩余面朝下的牌：{{n, number}}/10',
    discs: '他供应区中的故事圆片：{{n, number}}',
    acting: '正在进行他的回合',
    rules: '他在每轮结束时行动，传奇点最多平手时总是他赢，终局时他的 $120 计 2 传奇点。',
    scoreNote: '黑衣人的得分为他的传奇点轨加上 $120 折算的 2 传奇点，任何平手都算他赢。',
    offlinePlayers: '玩家',
    offlineHint: '你对战 {{n, number}} 个机器人，就在本设备上。',
    offlineHint2: '你对战一个机器人和黑衣人，就在本设备上。',
    cards: {
      'MIB-01': '淘金狂热', 'MIB-02': '兑现', 'MIB-03': '花天酒地', 'MIB-04': '老千', 'MIB-05': '赏金猎人',
      'MIB-06': '对决', 'MIB-07': '伏击', 'MIB-08': '牛仔大亨', 'MIB-09': '铁马', 'MIB-10': '奇闻轶事',
    },
    effect: {
      'MIB-01': '他向最近的矿场走最多 4 格。到达：+2 传奇点；否则 +1 传奇点。',
      'MIB-02': '他向暗岩镇银行走最多 4 格。到达：+2 传奇点；否则 +1 传奇点。',
      'MIB-03': '他向红瀑镇歌舞厅走最多 4 格。到达：+2 传奇点；否则 +1 传奇点。',
      'MIB-04': '他向最近的酒馆走最多 4 格。到达：+2 传奇点；否则 +1 传奇点。',
      'MIB-05': '他向最近有匪徒的据点走最多 5 格。到达：移除匪徒，+2 传奇点；否则 +1 传奇点。',
      'MIB-06': '他向传奇点最多的玩家走最多 4 格。到达：与该玩家决斗；否则 +1 传奇点。',
      'MIB-07': '他向最近的玩家走最多 3 格。到达：抢劫该玩家；否则 +1 传奇点。',
      'MIB-08': '他向最近的牧场走最多 4 格。到达：+2 传奇点；否则 +1 传奇点。',
      'MIB-09': '他向火车站走最多 5 格。到达：+2 传奇点；否则 +1 传奇点。',
      'MIB-10': '他原地不动，在圆片较多的那张翻开的故事牌上放一枚圆片；若不能，+1 传奇点。',
    },
    event: {
      joined: '黑衣人在{{space}}加入游戏。',
      turnStarted: '黑衣人的回合（第 {{round, number}} 轮）。',
      acted: '黑衣人翻开「{{title}}」：{{effect}}',
      moved: '黑衣人走到{{space}}（{{n, number}} 步）。',
      lp: '黑衣人获得 {{n, number}} 传奇点（共 {{total, number}} 点）。',
      reshuffled: '黑衣人重洗他的 10 张行动牌。',
      cardPlaced: '黑衣人面朝下放了一张战斗牌。',
      fightVs: '{{who}}向黑衣人发起了{{fight}}。',
      fightBy: '黑衣人向{{name}}发起了{{fight}}。',
      banditRemoved: '黑衣人移除了{{space}}的匪徒。',
      contributed: '黑衣人在故事 {{story}} 上放了一枚圆片。',
      sheriffMoved: '黑衣人把警长移到{{space}}。',
      endTriggered: '黑衣人达到 {{lp, number}} 传奇点：这是最后一轮。',
    },
  },
};
