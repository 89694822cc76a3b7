export {
  Footer,
  FOOTER_COLUMN_TITLES,
  FOOTER_LEGAL_LABELS,
  type FooterColumn,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type FooterSocialNetwork,
} from './Footer';
