/** Stable error codes of the engine: clients and tests match on these, never on messages. */
export const ERROR_CODES = [
  'ERR_BAD_SETUP', 'ERR_MALFORMED_ACTION', 'ERR_GAME_OVER', 'ERR_NOT_YOUR_DECISION', 'ERR_WRONG_DECISION',
  'ERR_ILLEGAL_ACTION', 'ERR_UNREACHABLE', 'ERR_CANNOT_AFFORD', 'ERR_NOT_HERE', 'ERR_NO_CARD',
  'ERR_ALREADY_FOUGHT', 'ERR_NOT_MARSHAL', 'ERR_NOT_OWNED', 'ERR_LIMIT', 'ERR_BAD_SAVE', 'ERR_BAD_SEAT',
] as const;
/** A stable error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A rules error: a stable code, the id of the rule it enforces, and a sentence a player understands. */
export class RuleError extends Error {
  readonly code: ErrorCode;
  readonly rule: string;
  constructor(code: ErrorCode, rule: string, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.rule = rule;
  }
  /** The plain-data form sent to clients. */
  toJSON(): { code: ErrorCode; rule: string; message: string } {
    return { code: this.code, rule: this.rule, message: this.message };
  }
}
