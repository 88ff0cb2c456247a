import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/routes';
import { useMyClub } from '../../lib/clubBranding';
import { ClubMark } from './ClubMark';
import { Logo } from './Logo';

/**
 * The brand in the header and footer: Fairway Coach, or for a club's people the club's logo and
 * name, "with Fairway Coach" under it unless the club is white-labelled (decision 1705).
 */
export function BrandMark({ nameClassName }: { nameClassName: string }) {
  const { club } = useMyClub();
  if (!club) {
    return (
      <>
        <Logo />
        <span className={nameClassName}>{PRODUCT_NAME}</span>
      </>
    );
  }
  return (
    <>
      <ClubMark branding={club.branding} className="size-9 text-sm" />
      <span className="flex flex-col leading-tight">
        <span className={nameClassName}>{club.branding.name}</span>
        {!club.branding.whiteLabel && <span className="text-xs font-medium text-cream/70">with {PRODUCT_NAME}</span>}
      </span>
    </>
  );
}

/**
 * White-labelled clubs: the club's name in place of the product's in the page title. A passive
 * effect of the layout runs after the page's own, so it also rewrites a title a page set itself.
 */
export function useWhiteLabelTitle(pathname: string): void {
  const { club } = useMyClub();
  const name = club?.branding.whiteLabel ? club.branding.name : null;
  useEffect(() => {
    if (name) document.title = document.title.replaceAll(PRODUCT_NAME, name);
  }, [pathname, name]);
}
