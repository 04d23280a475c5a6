/** The body of every non-2xx API answer (ARCHITECTURE.md, API conventions). */
export interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}
