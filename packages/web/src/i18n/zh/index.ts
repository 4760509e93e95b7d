// Chinese (Simplified), complete: interface, board and cards, panels, stories, rules, lobby, log.
import type { FullTranslation } from '../extra';
import { zhCards } from './cards';
import { zhLobby } from './lobby';
import { zhLog } from './log';
import { zhPanels } from './panels';
import { zhRules } from './rules';
import { zhStory } from './story';
import { zhUi } from './ui';

/** The Chinese translation. */
export const zh: FullTranslation = { ...zhUi, ...zhCards, ...zhPanels, ...zhStory, ...zhRules, ...zhLobby, ...zhLog };
