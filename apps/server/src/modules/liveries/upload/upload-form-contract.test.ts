import { beforeAll, describe, expect, it } from 'vitest';
// The upload page's own form builders (issue 37 §7): the web tests mock the request, so only this
// test sends the very parts the page sends to the server that reads them.
import { emptyCredit, toCreditFields } from '../../../../../web/src/features/upload/lib/credit-values';
import { buildUploadFormData, buildVersionFormData } from '../../../../../web/src/features/upload/lib/form-data';
import {
  emptyRegions,
  toRegionInputs,
  withMaterial,
  withStyle,
} from '../../../../../web/src/features/upload/lib/region-values';
import { createUser, insertLiveryRow, type TestUser } from '../../../test/factories';
import { DEFAULT_REGION_SHARES, liveryZip, previewImage, screenshot } from '../../../test/livery-factory';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let member: TestUser;
let tagId: number;
let zip: File;
let shots: File[];
let flat: { previews: { texture: Blob; overlay: Blob }; regionShares: typeof DEFAULT_REGION_SHARES };

/** The five regions as a member fills them in the form, every kind of style part among them. */
function filledRegions() {
  const [black, red, green, blue, white] = emptyRegions();
  if (!black || !red || !green || !blue || !white) throw new Error('the form has five regions');
  const flakes = withStyle(withMaterial(black, 'MetallicFlakes'), 'metallicFlake_Style', 'Shiny');
  return toRegionInputs([
    withStyle(withStyle(flakes, 'metallicFlake_FlakeColorRGB', '255,200,0'), 'metallicFlake_FlakeStrength', 'Medium'),
    withMaterial(red, 'Carbon'),
    withStyle(withMaterial(green, 'Wrap'), 'wrap_Style', 'Matte'),
    withStyle(withMaterial(blue, 'Chrome'), 'chrome_Style', 'Reflective'),
    withStyle(withMaterial(white, 'Stickers'), 'sticker_Style', 'StrongMatte'),
  ]);
}

beforeAll(async () => {
  member = await createUser(t.app);
  tagId = json(await t.app.inject({ method: 'GET', url: '/api/tags' }))[0].id;
  zip = new File([await liveryZip()], 'Gulf_Heritage_963_x.zip', { type: 'application/zip' });
  shots = [
    new File([await screenshot()], 'front.png', { type: 'image/png' }),
    new File([await screenshot(800, 600, 'webp')], 'side.webp', { type: 'image/webp' }),
  ];
  const [texture, overlay] = await Promise.all([previewImage(), previewImage()]);
  flat = {
    previews: { texture: new Blob([texture]), overlay: new Blob([overlay]) },
    regionShares: DEFAULT_REGION_SHARES,
  };
});

describe('the upload page’s form against the server', () => {
  it('publishes a livery from every part the page sends, each read into its place', async () => {
    const form = buildUploadFormData(
      {
        title: 'Form Contract 963',
        carClassName: 'Hypercar',
        carModelName: 'Porsche 963',
        description: 'Sent as the page sends it.',
        tagIds: [tagId],
        regionConfigurations: filledRegions(),
      },
      zip,
      shots,
      flat,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/liveries', headers: member.headers, payload: form });
    expect(res.statusCode, res.body).toBe(201);

    const livery = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${json(res).id}` }));
    expect(livery).toMatchObject({
      title: 'Form Contract 963',
      carClassName: 'Hypercar',
      carModelName: 'Porsche 963',
      description: 'Sent as the page sends it.',
      tags: [expect.objectContaining({ id: tagId })],
    });
    expect(livery.screenshots).toHaveLength(2);
    expect(livery.flatView).toBeTruthy();
    expect(livery.regionShares).toBeTruthy();
    const black = livery.regionConfigurations.find((r: { regionName: string }) => r.regionName === 'Black');
    expect(black).toMatchObject({
      material: 'MetallicFlakes',
      metallicFlake_Style: 'Shiny',
      metallicFlake_FlakeColorRGB: '255,200,0',
      metallicFlake_FlakeStrength: 'Medium',
    });
    expect(livery.regionConfigurations).toHaveLength(5);
  });

  it('publishes a new version from every part the page’s Publish new version sends', async () => {
    const painter = await createUser(t.app);
    const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
    const original = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId: model.id });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/liveries',
      headers: member.headers,
      payload: buildUploadFormData(
        {
          title: 'Form Contract Versions',
          carClassName: 'Hypercar',
          carModelName: 'Porsche 963',
          tagIds: [],
          regionConfigurations: filledRegions(),
        },
        zip,
        shots.slice(0, 1),
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/liveries/${id}/versions`,
      headers: member.headers,
      payload: buildVersionFormData('Sharper decals.', zip, shots, {
        flat,
        // Declared from the copy warning (issue 36): another member's livery.
        basedOn: { liveryId: original, note: ' They sent me the PSD. ' },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const versions = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}/versions` }));
    expect(versions.versions[0]).toMatchObject({ number: 2, changelog: 'Sharper decals.' });
    const livery = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` }));
    expect(livery.screenshots).toHaveLength(2);
    expect(livery.flatView).toBeTruthy();
    expect(livery.basedOn).toMatchObject({ livery: { id: original }, note: 'They sent me the PSD.' });
  });

  it('sends the Credit step’s parts (issue 36), read into the livery’s credit', async () => {
    const details = (title: string) => ({
      title,
      carClassName: 'Hypercar',
      carModelName: 'Porsche 963',
      tagIds: [],
      regionConfigurations: filledRegions(),
    });
    const send = (form: FormData) =>
      t.app.inject({ method: 'POST', url: '/api/liveries', headers: member.headers, payload: form });
    const original = json(await send(buildUploadFormData(details('Form Contract Original'), zip, shots.slice(0, 1))));
    const credit = toCreditFields({
      ...emptyCredit(),
      source: 'paddock',
      original: { id: original.id, title: 'Form Contract Original', authorName: null },
      note: 'My own earlier work.',
      allowDerivatives: false,
    });
    const res = await send(
      buildUploadFormData({ ...details('Form Contract Remix'), ...credit }, zip, shots.slice(0, 1)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const livery = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${json(res).id}` }));
    expect(livery).toMatchObject({
      basedOn: { livery: { id: original.id }, name: 'Form Contract Original', note: 'My own earlier work.' },
      allowDerivatives: false,
    });
  });
});
