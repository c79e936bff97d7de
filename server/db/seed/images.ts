import {
  type ArtKind,
  renderBanner,
  renderProductImage,
  renderStoreLogo,
  renderTile,
  saveUpload,
  shade,
  uploadUrl,
} from '../../lib/images';
import type { ObjectStore } from '../../providers/object-store';
import { CATEGORIES } from './data/catalogue';
import { STORES } from './data/stores';
import type { ProductImagePlan } from './products';

const exists = async (images: ObjectStore, relative: string) =>
  (await images.modifiedAt(`uploads/${relative}`)) !== null;

/** Runs `jobs` with bounded concurrency (sharp already uses the libuv pool; 8 keeps it busy). */
async function runPool<T>(items: T[], worker: (item: T) => Promise<unknown>, limit = 8) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await worker(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Renders product pictures that are not in the object store yet. Files are content-addressed by
 * (template, variant), so a re-seed or a crash half-way only ever redoes missing files.
 */
export async function ensureProductImages(images: ObjectStore, plans: ProductImagePlan[]) {
  const unique = new Map(plans.map((plan) => [plan.relative, plan]));
  await runPool([...unique.values()], async (plan) => {
    if (await exists(images, plan.relative)) return;
    await saveUpload(images, plan.relative, await renderProductImage(plan.art));
  });
}

export const logoPath = (username: string) => `seed/stores/${username}-logo.png`;
export const bannerPath = (username: string) => `seed/stores/${username}-cover.jpg`;
export const categoryImagePath = (slug: string) => `seed/categories/${slug}.jpg`;
export const wizardImagePath = (platform: string, sort: number) =>
  `seed/wizard/${platform}-${sort + 1}.jpg`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** Store logos and covers, category tiles and wizard pictures (a few dozen files). */
export async function ensureSiteImages(
  images: ObjectStore,
  wizard: { platform: string; sort: number }[],
) {
  const jobs: { relative: string; render: () => Promise<Buffer> }[] = [];
  STORES.forEach((store, i) => {
    jobs.push({
      relative: logoPath(store.username),
      render: () => renderStoreLogo(initials(store.en), store.mainColor),
    });
    jobs.push({
      relative: bannerPath(store.username),
      render: () => renderBanner(store.mainColor, i % 4),
    });
  });
  for (const top of CATEGORIES) {
    const accent = shade(top.tint, -0.55);
    jobs.push({
      relative: categoryImagePath(top.slug),
      render: () => renderTile(top.icon, top.tint, accent),
    });
    for (const child of top.children) {
      jobs.push({
        relative: categoryImagePath(child.slug),
        render: () => renderTile(child.icon, top.tint, accent),
      });
    }
  }
  const wizardKinds: ArtKind[] = ['villa', 'phone', 'bag', 'laptop'];
  for (const step of wizard) {
    jobs.push({
      relative: wizardImagePath(step.platform, step.sort),
      render: () =>
        renderTile(wizardKinds[step.sort % wizardKinds.length]!, '#fdf3e7', '#b45309', true),
    });
  }
  await runPool(jobs, async (job) => {
    if (await exists(images, job.relative)) return;
    await saveUpload(images, job.relative, await job.render());
  });
}

export { uploadUrl };
