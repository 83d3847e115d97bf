/**
 * The seed's vehicle configurations (issue 63, "Vehicles kept once"): each company keeps a few, each
 * made for one of its loads and named by it, as a carrier's library grows. Drawn without the seed's
 * generator, from the loads' own figures, so that the rest of the seed stays as it was.
 */
import { grossWeightLbs, wheelbaseIn, type VehicleAxle } from '@permit-office/sdk';
import type { Load, Tables } from './store.js';

const POWER_UNITS = ['Peterbilt 389', 'Kenworth W900', 'Mack Granite', 'Freightliner 122SD', 'Western Star 4900'];
const TRAILERS = [
  ['3-axle lowboy'],
  ['Stretch flatbed'],
  ['Jeep', '4-axle lowboy'],
  ['Double-drop deck', 'Booster'],
  ['Perimeter trailer'],
];

/** The steer axle's share, and no more than an axle may carry legally behind it (a tandem of two at 34,000 lb). */
const STEER_LBS = 12_000;
const AXLE_LBS = 17_000;
/** Steer to first drive axle, and between the axles of a tandem, inches. */
const STEER_SPACING_IN = 204;
const TANDEM_SPACING_IN = 54;
/** Bumper to steer axle and last axle to the rear: what the axles leave of the overall length. */
const OVERHANGS_IN = 72;
/** The least room between the drive axles and the trailer's. */
const KINGPIN_GAP_IN = 120;

/**
 * A layout for a load: a steer axle, a drive tandem and the trailer's axles 54 in apart, the
 * trailer's set back to fill the length; its weights sum to the load's. Undefined where the load
 * is too heavy for its axles (the seed's loads draw their count apart from their weight) or too
 * short for them: those loads keep only their gross weight.
 */
export function axlesForLoad(load: Pick<Load, 'weight_lbs' | 'axles' | 'length_in'>): VehicleAxle[] | undefined {
  const count = load.axles;
  const behindSteer = load.weight_lbs - STEER_LBS;
  if (count < 3 || behindSteer <= 0 || behindSteer / (count - 1) > AXLE_LBS) return undefined;
  const spacings = [STEER_SPACING_IN, TANDEM_SPACING_IN];
  if (count > 3) {
    const trailer = Array.from({ length: count - 4 }, () => TANDEM_SPACING_IN);
    const gap = load.length_in - OVERHANGS_IN - STEER_SPACING_IN - TANDEM_SPACING_IN * (1 + trailer.length);
    if (gap < KINGPIN_GAP_IN) return undefined;
    spacings.push(gap, ...trailer);
  } else if (STEER_SPACING_IN + TANDEM_SPACING_IN > load.length_in - OVERHANGS_IN) {
    return undefined;
  }
  // Even shares to the nearest 10 lb; the last axle takes what rounding leaves.
  const share = Math.floor(behindSteer / (count - 1) / 10) * 10;
  return Array.from({ length: count }, (_, index) => ({
    weight_lbs: index === 0 ? STEER_LBS : index === count - 1 ? behindSteer - share * (count - 2) : share,
    spacing_in: spacings[index] ?? null,
  }));
}

/** How many vehicles each company keeps: the demo member's company more, to show a library. */
const perCompany = (companyId: number) => (companyId === 1 ? 4 : 2);

/** Vehicles for the loads they fit, each load then naming its own. */
export function seedVehicles(tables: Pick<Tables, 'loads' | 'vehicles'>): void {
  const kept = new Map<number, number>();
  for (const load of tables.loads.all()) {
    const count = kept.get(load.company_id) ?? 0;
    if (count >= perCompany(load.company_id)) continue;
    const axles = axlesForLoad(load);
    if (!axles) continue;
    kept.set(load.company_id, count + 1);
    const powerUnit = POWER_UNITS[load.id % POWER_UNITS.length] ?? 'Tractor';
    const trailers = TRAILERS[load.id % TRAILERS.length] ?? [];
    const vehicle = tables.vehicles.insert({
      company_id: load.company_id,
      company_name: load.company_name,
      name: `${powerUnit} + ${trailers.join(' + ')} (${axles.length} axles)`,
      power_unit: `${powerUnit} #${100 + count}`,
      trailers,
      length_in: load.length_in,
      axles,
      gross_weight_lbs: grossWeightLbs(axles),
      wheelbase_in: wheelbaseIn(axles),
      created_at: load.created_at,
    });
    tables.loads.update(load.id, { vehicle_id: vehicle.id }, { quietly: true });
  }
}
