/**
 * The web platform's globals that browsers and Node both have, for shared/ alone: it is compiled without the DOM's
 * or Node's types, so anything else it reaches for fails to compile. Only what shared/ uses is declared.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
