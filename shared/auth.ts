/** The signed-in user as GET /api/auth/me and GET /api/users/currentUser return it. */
export interface CurrentUser {
  /** The account id: the e-mail, lower-cased and trimmed. */
  id: string;
  email: string;
  hasProfile: boolean;
  /** Country:Region:City of the profile, or null before onboarding. */
  location: string | null;
  isHost: boolean;
  identities: { provider: string; userId: string }[];
}
