import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Logo } from '../shared/logo';

export function FooterCredit({ copy, page }: SectionRenderProps<'footer'>) {
  return (
    <footer id="footer" className="section section--footer section--footer-credit">
      {copy.title ? <p className="footer__title">{copy.title}</p> : null}
      <p className="footer__names">
        {page.couple.groom.person_nickname} <span className="amp">&amp;</span> {page.couple.bride.person_nickname}
      </p>
      {copy.description ? <p className="footer__credit">{copy.description}</p> : null}
      <Logo variant="primary" size={32} className="footer__logo" />
    </footer>
  );
}

export const footerCredit = defineRenderer<'footer'>('footer', FooterCredit);
