// Chinese: watching the replay of a finished match.
import type { FullTranslation } from '../extra';

/** Chinese strings: the replay screen and its controls. */
export const zhReplay: FullTranslation = {
  replay: {
    title: '对局回放',
    controls: '回放控制',
    first: '第一步',
    prev: '上一步',
    next: '下一步',
    last: '最后一步',
    step: '第 {{k, number}} 步，共 {{n, number}} 步',
    slider: '回放步数',
    seenBy: '视角',
    spectator: '旁观者（手牌隐藏）',
    seatAs: '座位 {{n, number}}：{{name}}',
    keysHint: '方向键逐步切换',
    loading: '正在加载回放…',
    cannot: '无法显示此回放。',
    error: '{{message}}（{{code}}）',
    deciding: '由 {{name}} 决定：',
    watch: '观看回放',
  },
};
