// Chinese (Simplified). UI chrome, prompts, stats and scoring are translated; card effects,
// spaces and log sentences still fall back to English.
import type { Translation } from './en';

export const zh: Translation = {
  app: { title: '西部传奇', tagline: '西部沙盒桌游的数字版。骑马、决斗、淘金、打扑克，成为传奇。', language: '语言', skip: '跳到提示' },
  home: {
    playNow: '立即与机器人对战', playNowHint: '你对战 3 个机器人，在本设备上。无需账号，无需服务器。',
    botLevel: '机器人等级', length: '游戏长度', lengthValue: '{{lp}} 传奇点', speed: '机器人速度', speedNormal: '可观看', speedFast: '即时',
    online: '在线牌桌（创建、邀请、加入）将随服务器推出。', loading: '正在发牌…',
  },
  bot: { random: '简单（随机）', heuristic: '普通（启发式）' },
  game: {
    you: '你', yourTurn: '轮到你决定', yourTurnNow: '你的回合', promptTab: '牌桌', autoPass: '没有可打的反应牌时自动跳过', confirmTitle: '面朝下，揭示前保密', confirm: '确认', cancel: '重新选择', waitingFor: '等待 {{name}}…', round: '第 {{n}} 轮', turnOf: '{{name}} 的回合', actionsLeft: '剩余行动：{{n}}',
    rule: '规则 {{id}}', refused: '不允许：{{message}}（{{rule}}）', newGame: '新游戏', home: '离开',
    endTriggered: '终局已触发：本轮结束后计分。', board: '西部传奇地图', players: '玩家', hand: '你的手牌', log: '记录',
    emptyHand: '没有手牌', orClickBoard: '或点击地图上高亮的格子。', moveTo: '移动到…', stories: '故事', story: '故事 {{id}}',
    discs: '标记：{{who}}', none: '无', sheriff: '警长', bandit: '土匪', hideout: '藏身处 {{letter}}', fight: '战斗', poker: '扑克', flop: '公共牌',
    yourChosen: '你选的牌', drawn: '抽出的战斗牌',
  },
  stat: {
    money: '金钱', nuggets: '金块', wounds: '伤', lp: '传奇点', marshal: '执法', wanted: '通缉', hand: '手牌', items: '物品', cattle: '牛群', legendary: '传奇',
    moneyValue: '${{n}}', nuggetsValue: '{{n}} 金块', woundsValue: '{{n}}/3 伤', lpValue: '{{n}} 传奇点', handValue_one: '{{count}} 张', handValue_other: '{{count}} 张', active: '使用中', upgraded: '已升级', ownCattle: '你的标记：{{id}}',
  },
  prompt: {
    generic: '请选择', keepCharacter: '选择保留的角色', chooseStartSpace: '选择起始格', startBenefit: '回合开始：领取收益', chooseActive: '选择使用的武器和坐骑',
    action: '执行一个行动', shop: '杂货店：购买或升级，然后结束', reaction: '反应窗口：打出反应牌或跳过', moveSheriff: '移动警长', discard: '弃一张牌',
    placeFightCard: '战斗：选择你的牌', fleeOrFight: '你被攻击：逃跑或选牌', pokerInvite: '扑克：加入吗？', pokerChoose: '扑克：选择你的牌', banditReward: '击败土匪：选择奖励',
  },
  score: { title: '最终计分', winner: '胜者：{{names}}', player: '玩家', trackLp: '传奇点轨', items: '升级物品', money: '金钱', wounds: '伤', marshal: '执法', wanted: '通缉', total: '总计', playAgain: '再玩一局' },
  action: { pass: '跳过', flee: '逃跑', finishShopping: '结束购物', finishChoosing: '完成选择', work: '工作', heist: '抢劫银行', poker: '玩扑克', heal: '找医生治疗', prospect: '淘金', takeCattle: '拿取牛群标记' },
  region: { 'mesitos-point': '梅西托斯角', 'sunny-hills': '阳光山', darkrock: '暗岩镇', 'red-falls': '红瀑镇', 'dixon-creek': '迪克森溪', 'cliff-junction': '悬崖路口', 'spikes-view': '斯派克景' },
};
