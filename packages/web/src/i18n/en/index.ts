// English strings: the reference language. Every key the client uses is here, split by subject.
import { enUi } from './ui';
import { enCards } from './cards';
import { enLog } from './log';
import { enPanels } from './panels';
import { enRules } from './rules';
import { enLobby } from './lobby';
import { enGoals } from './goals';
import { enMib } from './mib';
import { enReplay } from './replay';
import { enStats } from './stats';
import { enHotseat } from './hotseat';
import { enHistory } from './history';
import { enTour } from './tour';
import { enChoose } from './choose';

/** The English strings. */
export const en = { ...enUi, ...enCards, ...enLog, ...enPanels, ...enRules, ...enLobby, ...enGoals, ...enMib, ...enReplay, ...enStats, ...enHotseat, ...enHistory, ...enTour, ...enChoose };

/** The shape every language file follows (only `en` must be complete). */
export type Strings = typeof en;

/** A translation: any subset of the English keys (missing ones fall back to English). */
export type Partial_<T> = { [K in keyof T]?: T[K] extends string ? string : Partial_<T[K]> };
/** What a language file other than English provides. */
export type Translation = Partial_<Strings>;
