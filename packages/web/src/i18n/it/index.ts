// Italian, complete: interface, board and cards, panels, stories, rules, lobby, chronicle.
import type { FullTranslation } from '../extra';
import { itCards } from './cards';
import { itLobby } from './lobby';
import { itLog } from './log';
import { itPanels } from './panels';
import { itRules } from './rules';
import { itStory } from './story';
import { itUi } from './ui';

/** The Italian translation. */
export const it: FullTranslation = { ...itUi, ...itCards, ...itPanels, ...itStory, ...itRules, ...itLobby, ...itLog };
