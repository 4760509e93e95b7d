// Keys only the translations carry: in English these texts come from the engine itself (its
// refusal messages and story titles) or are the built-in default, so en.ts needs no copy.
import type { ErrorCode, StoryId } from '@wl/engine';
import type { Strings } from './en';

/** Texts a translation adds beyond the English keys. */
export interface Extra {
  /** A refusal per engine or server error code (English shows the sentence that came with it). */
  error?: Partial<Record<ErrorCode, string>> & Record<string, string>;
  /** A more precise refusal for a code under one rule: key `<CODE>_<rule with _ for .>`. */
  errorRule?: Record<string, string>;
  /** The story card titles (English: STORY_TITLES). */
  storyTitle?: Partial<Record<StoryId, string>>;
  /** How a space name is composed (English: "{{region}} {{rest}}", "{{region}} {{n}}"). */
  place?: { format?: string; number?: string };
  /** Sentence end for composed story objectives (English "."). */
  story?: { end?: string };
  /** Punctuation (English ", "). */
  punct?: { comma?: string };
  /** Words events carry as engine ids (English: the id itself, made readable). */
  term?: { benefit?: Record<string, string>; colour?: Record<string, string>; pokerResult?: Record<string, string> };
}

/** The other plural forms a language may need beside English `_one`/`_other` (Italian `_many`). */
type Plurals<T> = { [K in keyof T as K extends `${infer B}_other` ? `${B}_${'zero' | 'two' | 'few' | 'many'}` : never]?: string };
/** Any subset of the English keys, with the plural forms of the language. */
type Tr<T> = { [K in keyof T]?: T[K] extends string ? string : Tr<T[K]> } & Plurals<T>;

/** A translation file: the English keys (with its plural forms) plus the extras. */
export type FullTranslation = Tr<Strings> & Extra;
