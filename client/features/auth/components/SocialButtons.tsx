import { providerLoginUrl } from '../sign-in-rules';
import { useProviders } from '../use-providers';
import ProviderLogo from './ProviderLogo';
import './SocialButtons.css';

/**
 * One button per configured provider. They are plain links: signing in with a provider is a full browser
 * trip to the server, which sends the person on to the provider and back to /login/callback/{provider}.
 */
export default function SocialButtons({ redirectedFrom }: { redirectedFrom: string | null }) {
  const providers = useProviders();
  if (providers.length === 0) return null;
  return (
    <div className="social-buttons">
      <p className="social-buttons__or">or</p>
      {providers.map((provider) => (
        <a key={provider.id} className="btn btn-secondary social-buttons__button" href={providerLoginUrl(provider.id, redirectedFrom)}>
          <ProviderLogo provider={provider.id} size={20} />
          continue with {provider.name}
        </a>
      ))}
    </div>
  );
}
