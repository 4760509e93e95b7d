// Chinese (Simplified): the board, items, poker-card effects in our own words, characters and
// the fight vocabulary.
import type { FullTranslation } from '../extra';

/** Chinese names of the game's things. */
export const zhCards: FullTranslation = {
  region: {
    'mesitos-point': '梅西托斯角', 'sunny-hills': '阳光丘', darkrock: '暗岩镇', 'red-falls': '红瀑镇',
    'dixon-creek': '迪克森溪', 'cliff-junction': '悬崖岔口', 'spikes-view': '斯派克瞭望台',
  },
  place: {
    hideout: '据点', ranch: '牧场', woods: '树林', mine: '矿场', general: '杂货', store: '店', saloon: '酒馆',
    sheriff: '警长', office: '办公室', bank: '银行', doctor: '医生', cabaret: '歌舞厅', rail: '铁路', station: '车站',
    north: '北侧', south: '南侧', east: '东侧', west: '西侧', center: '中心', southwest: '西南侧', river: '河边', creek: '溪边',
    format: '{{region}}{{rest}}', number: '{{region}}{{n, number}}号',
  },
  feature: {
    'general-store': '杂货店', saloon: '酒馆', 'sheriff-office': '警长办公室', bank: '银行', doctor: '医生',
    cabaret: '歌舞厅', mine: '矿场', 'ranch-green': '绿牧场', 'ranch-blue': '蓝牧场', 'rail-station': '火车站',
  },
  item: {
    revolver: '左轮手枪', shotgun: '霰弹枪', rifle: '步枪', mule: '骡子', mustang: '野马', whiskey: '威士忌',
    'ten-gallon': '十加仑帽', provisions: '补给', 'prospectors-map': '探矿图', none: '无',
  },
  effect: {
    shootout: '枪战', 'stick-em-up': '举起手来', sprint: '冲刺', 'saddle-up': '上马', manhunt: '追捕',
    pickpocket: '扒窃', payday: '发薪日', 'cattle-drive': '赶牛上路', dodge: '闪避', 'lucky-strike': '幸运矿脉',
    bulletproof: '防弹', reputation: '声望', dynamite: '炸药', wallop: '重拳', instinct: '直觉',
    'tin-star': '锡星徽章', getaway: '脱身', 'fools-gold': '愚人金', vamoose: '溜之大吉', cheat: '出千',
    'lady-luck': '幸运女神', telegraph: '电报', alibi: '不在场证明', 'turn-the-tables': '反败为胜',
    'tall-tale': '奇闻轶事', 'hired-gun': '雇佣枪手',
  },
  effectText: {
    'shootout': '对抗 A 时：本牌值 2，且平手算你赢。',
    'stick-em-up': '弃掉：本场战斗中打出的 A 只值 2。',
    'sprint': '弃掉：继续移动，最多再走 2 格。',
    'saddle-up': '立即进行 2 次免费移动。',
    'manhunt': '将警长移动最多 3 格。',
    'pickpocket': '从同格一名玩家处拿最多 $20；获得 1 通缉点。',
    'payday': '获得 $30。',
    'cattle-drive': '拿一枚牛只标记，然后移动最多 3 格。',
    'dodge': '弃掉：少受 1 处伤。',
    'lucky-strike': '弃掉：获得 1 枚金块。',
    'bulletproof': '本场战斗结束时，治愈 1 处伤。',
    'reputation': '获得 1 传奇点；若未被通缉，也可改为 1 执法点。',
    'dynamite': '对你打出的战斗牌减 3。',
    'wallop': '若你击败一名玩家，他额外受 1 处伤。',
    'instinct': '弃掉：查看进攻者面朝下的牌。',
    'tin-star': '击败匪徒：领取两次匪徒奖励。',
    'getaway': '弃掉：移动最多 2 格。',
    'fools-gold': '弃掉：这次不损失现金和金块。',
    'vamoose': '弃掉：取消这场战斗。',
    'cheat': '扑克：可当作任意点数和花色。',
    'lady-luck': '扑克：选 3 张牌而不是 2 张。',
    'telegraph': '替换一张故事牌；获得 $10 并抽 1 张牌。',
    'alibi': '弃掉：摆脱警长；他返回办公室。',
    'turn-the-tables': '作为被挑战者赢得战斗：获得 1 传奇点。',
    'tall-tale': '获得 1 传奇点并抽 1 张牌。',
    'hired-gun': '移除一名匪徒并领取匪徒奖励。',
  },
  effectType: { ACTION: '行动', BONUS: '加成', REACTION: '反应' },
  pokerHand: {
    'five-of-a-kind': '五条', 'royal-flush': '皇家同花顺', 'straight-flush': '同花顺', 'four-of-a-kind': '四条',
    'full-house': '葫芦', flush: '同花', straight: '顺子', 'three-of-a-kind': '三条', 'two-pair': '两对', pair: '一对', 'high-card': '高牌',
  },
  suit: { H: '红心', D: '方块', C: '梅花', S: '黑桃' },
  rank: { T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' },
  character: {
    'annie-oakley': '安妮·奥克利', 'bass-reeves': '巴斯·里夫斯', 'billy-the-kid': '比利小子', 'bloody-knife': '血刀',
    'calamity-jane': '灾星简', 'doc-holliday': '“医生”霍利迪', 'jesse-james': '杰西·詹姆斯', 'kit-carson': '基特·卡森',
    'mary-fields': '“驿马车”玛丽·菲尔兹', 'wild-bill-hickok': '狂野比尔·希科克', 'wyatt-earp': '怀亚特·厄普', 'yb-rowdy': 'Y. B. 劳迪',
  },
  fightEffect: {
    wounds_other: '{{count, number}} 处伤', loseLp: '失去 {{n, number}} 传奇点',
    discard_other: '弃 {{count, number}} 张牌', uncancellable: '不可取消',
    noMarshal: '不得执法点', money: '+${{n, number}}', cards_other: '抽 {{count, number}} 张牌', lp: '+{{n, number}} 传奇点',
    discardOrPay: '弃一张牌或支付 ${{n, number}}', woundOrRandomDiscard: '受一处伤或随机弃一张牌', restart: '战斗重新开始',
    pointChoice: '1 传奇点或一个执法/通缉点',
  },
  npc: { bandit: '匪徒', guard: '银行守卫', sheriff: '警长' },
  fightKind: { duel: '决斗', rob: '抢劫', arrest: '逮捕', bandit: '匪徒之战', guard: '与守卫交战', sheriff: '与警长交战' },
  fightTitle: { duel: '决斗', rob: '抢劫', arrest: '逮捕', bandit: '匪徒之战', guard: '与守卫交战', sheriff: '与警长交战' },
};
