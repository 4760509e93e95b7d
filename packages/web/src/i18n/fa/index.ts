// Persian (right-to-left), complete: interface, board and cards, panels, stories, rules, lobby, log.
import type { FullTranslation } from '../extra';
import { faCards } from './cards';
import { faLobby } from './lobby';
import { faLog } from './log';
import { faPanels } from './panels';
import { faRules } from './rules';
import { faStory } from './story';
import { faUi } from './ui';

/** The Persian translation. */
export const fa: FullTranslation = { ...faUi, ...faCards, ...faPanels, ...faStory, ...faRules, ...faLobby, ...faLog };
