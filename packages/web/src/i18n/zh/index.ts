// Chinese (Simplified), complete: interface, board and cards, panels, stories, rules, lobby,
// goals, the Man in Black, log.
import type { FullTranslation } from '../extra';
import { zhCards } from './cards';
import { zhGoals } from './goals';
import { zhLobby } from './lobby';
import { zhLog } from './log';
import { zhMib } from './mib';
import { zhReplay } from './replay';
import { zhStats } from './stats';
import { zhHotseat } from './hotseat';
import { zhHistory } from './history';
import { zhTour } from './tour';
import { zhChoose } from './choose';
import { zhPanels } from './panels';
import { zhRules } from './rules';
import { zhStory } from './story';
import { zhUi } from './ui';

/** The Chinese translation. */
export const zh: FullTranslation = { ...zhUi, ...zhCards, ...zhPanels, ...zhStory, ...zhRules, ...zhLobby, ...zhGoals, ...zhMib, ...zhReplay, ...zhStats, ...zhHotseat, ...zhHistory, ...zhTour, ...zhChoose, ...zhLog };
