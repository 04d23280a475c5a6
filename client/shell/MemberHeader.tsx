import { Link } from 'react-router-dom';
import { useBrand } from '../features/brands/use-brand';

export default function MemberHeader() {
  const brand = useBrand();
  return (
    <header className="member-header">
      <div className="container member-header__inner">
        <Link to="/home" className="member-header__logo">
          {brand.name}
        </Link>
      </div>
    </header>
  );
}
