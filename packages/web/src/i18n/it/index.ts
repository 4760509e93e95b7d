// Italian, complete: interface, board and cards, panels, stories, rules, lobby,
// goals, the Man in Black, chronicle.
import type { FullTranslation } from '../extra';
import { itCards } from './cards';
import { itGoals } from './goals';
import { itLobby } from './lobby';
import { itLog } from './log';
import { itMib } from './mib';
import { itReplay } from './replay';
import { itStats } from './stats';
import { itHotseat } from './hotseat';
import { itHistory } from './history';
import { itTour } from './tour';
import { itChoose } from './choose';
import { itPanels } from './panels';
import { itRules } from './rules';
import { itStory } from './story';
import { itUi } from './ui';

/** The Italian translation. */
export const it: FullTranslation = { ...itUi, ...itCards, ...itPanels, ...itStory, ...itRules, ...itLobby, ...itGoals, ...itMib, ...itReplay, ...itStats, ...itHotseat, ...itHistory, ...itTour, ...itChoose, ...itLog };
