import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../auth/use-session';

interface Props {
  title: string;
  lead: string;
}

/**
 * /complete-profile and /interests (docs/product-rules.md#onboarding-and-profile, after create-account, magic link and provider sign-in): a signed-in
 * person without a profile is led into the /start wizard, which resumes from the draft on this device; someone
 * with a profile goes to /home.
 */
export default function ContinueOnboardingScreen({ title, lead }: Props) {
  const session = useSession();
  if (session.status === 'signed-in' && session.user.hasProfile) return <Navigate to="/home" replace />;
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p>{lead}</p>
      <Link className="btn btn-primary" to="/start">
        continue
      </Link>
    </div>
  );
}
