import type { Currency } from '../../../../contract/presentation';
import type { MenuSection } from './menu-sections';
import { ProductGrid } from './ProductCard';

type HrefOf = (uuid: string) => string;
type Props = { hrefOf: HrefOf; currency: Currency | null };

/** The menu, one section per category (the category bar's `#anchor` targets), sub-categories nested. */
export function MenuSections({ sections, ...rest }: Props & { sections: MenuSection[] }) {
  return (
    <div className="mt-4 space-y-10">
      {sections.map((section) => (
        <Section key={section.anchor} section={section} {...rest} top />
      ))}
    </div>
  );
}

function Section({ section, top = false, ...rest }: Props & { section: MenuSection; top?: boolean }) {
  const Heading = top ? 'h2' : 'h3';
  return (
    <section id={section.anchor} aria-labelledby={`${section.anchor}-title`} className={top ? 'scroll-mt-20' : 'mt-6 scroll-mt-20'}>
      <Heading id={`${section.anchor}-title`} className={top ? 'text-xl font-bold' : 'text-lg font-semibold text-ink-muted'}>
        {section.title}
      </Heading>
      {section.products.length > 0 && <ProductGrid products={section.products} {...rest} />}
      {section.children.map((child) => (
        <Section key={child.anchor} section={child} {...rest} />
      ))}
    </section>
  );
}
