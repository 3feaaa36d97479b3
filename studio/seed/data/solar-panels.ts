import type { ProductSeed } from './types.ts';
import { years } from '../lib/warranty.ts';

export const solarPanels: ProductSeed[] = [
  {
    slug: 'jinko-tiger-neo-550w',
    warranty: years(25, 'Product defects, and 30 years on power output'),
    name: 'Jinko Tiger Neo 550 W Mono Panel',
    brand: 'Jinko Solar',
    price: 18500,
    blurb: 'N-type TOPCon half-cut panel for rooftop and ground mounts.',
    features: [
      '25-year product and 30-year power warranty',
      'IP68 junction box',
      'Up to 22.5% module efficiency',
      'Low light-induced degradation',
    ],
    specs: { powerRating: 550, voc: 49.6, panelType: 'Monocrystalline', technology: 'TOPCon', application: 'Residential and commercial' },
  },
  {
    slug: 'longi-hi-mo-5-540w',
    warranty: years(12),
    name: 'Longi Hi-MO 5 540 W Mono Panel',
    brand: 'Longi',
    price: 17500,
    blurb: 'A proven 144 half-cell PERC module, the workhorse of many Kenyan rooftops and farms.',
    features: [
      'Gallium-doped wafers against light-induced loss',
      'Half-cut cells for lower hot-spot risk',
      '12-year product warranty, 25-year power warranty',
    ],
    specs: {
      powerRating: 540,
      voc: 49.5,
      panelType: 'Monocrystalline',
      technology: 'Half-cut PERC',
      application: 'Residential and commercial',
    },
    compareAt: 19900,
    discountPercent: 16,
    flashSale: true,
  },
  {
    slug: 'ja-solar-jam72d40-575w-bifacial',
    warranty: years(12, 'Product defects, and 30 years on power output'),
    name: 'JA Solar DeepBlue 4.0 575 W Bifacial Panel',
    brand: 'JA Solar',
    price: 21000,
    blurb: 'Double-glass bifacial module that also harvests light reflected from the ground, for ground mounts and carports.',
    features: ['Up to 25% extra yield from the rear side', 'Double glass, 30-year power warranty', 'Salt-mist and ammonia resistant'],
    specs: { powerRating: 575, voc: 51.3, panelType: 'Bifacial monocrystalline', technology: 'TOPCon', application: 'Commercial' },
  },
  {
    slug: 'canadian-solar-hiku-370w',
    warranty: years(12),
    name: 'Canadian Solar HiKu 370 W Mono Panel',
    brand: 'Canadian Solar',
    price: 13500,
    blurb: 'A compact 120-cell panel that fits small roofs and 24 V off-grid systems.',
    features: ['Light enough for one installer to lift', 'Anti-PID cells', '25-year linear power warranty'],
    specs: { powerRating: 370, voc: 40.8, panelType: 'Monocrystalline', technology: 'Half-cut PERC', application: 'Off-grid' },
  },
];
