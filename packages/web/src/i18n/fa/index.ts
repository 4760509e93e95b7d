// Persian (right-to-left), complete: interface, board and cards, panels, stories, rules, lobby,
// goals, the Man in Black, log.
import type { FullTranslation } from '../extra';
import { faCards } from './cards';
import { faGoals } from './goals';
import { faLobby } from './lobby';
import { faLog } from './log';
import { faMib } from './mib';
import { faReplay } from './replay';
import { faStats } from './stats';
import { faHotseat } from './hotseat';
import { faHistory } from './history';
import { faTour } from './tour';
import { faChoose } from './choose';
import { faPanels } from './panels';
import { faRules } from './rules';
import { faStory } from './story';
import { faUi } from './ui';

/** The Persian translation. */
export const fa: FullTranslation = { ...faUi, ...faCards, ...faPanels, ...faStory, ...faRules, ...faLobby, ...faGoals, ...faMib, ...faReplay, ...faStats, ...faHotseat, ...faHistory, ...faTour, ...faChoose, ...faLog };
