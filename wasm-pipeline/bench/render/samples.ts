// The default sample: a spread of what shader users look at first, from two 16x packs and two
// photo-scale ambientCG materials (corpus README). Paths are the output pack's (the input's own).

const block = (name: string) => `assets/minecraft/textures/block/${name}.png`;

export interface PackSamples {
  zip: string;
  paths: string[];
}

export const packSamples: PackSamples[] = [
  {
    zip: "pixelperfection-ce.zip",
    paths: [
      ...[
        "stone",
        "cobblestone",
        "dirt",
        "grass_block_top",
        "grass_block_side",
        "oak_planks",
        "oak_log",
        "oak_log_top",
        "bricks",
        "iron_block",
        "gold_block",
        "diamond_ore",
        "gold_ore",
        "lapis_ore",
        "glass",
        "oak_leaves",
        "torch",
        "glowstone",
        "lava_still",
        "magma",
        "sand",
        "white_wool",
        "netherrack",
      ].map(block),
      "assets/minecraft/textures/item/iron_sword.png",
      "assets/minecraft/textures/entity/zombie/zombie.png",
      "assets/minecraft/textures/entity/creeper/creeper.png",
    ],
  },
  {
    zip: "voxelibre-rp.zip",
    paths: [
      ...[
        "stone",
        "cobblestone",
        "grass_block_side",
        "oak_planks",
        "spruce_log_top",
        "iron_block",
        "gold_block",
        "copper_block",
        "bricks",
        "diamond_ore",
        "deepslate_emerald_ore",
        "copper_ore",
        "glass",
        "torch",
        "glowstone",
        "lava_still",
        "magma",
        "sand",
      ].map(block),
      "assets/minecraft/textures/item/iron_sword.png",
    ],
  },
];

/** ambientCG folders and the name an upload would carry (the name picks the material class). */
export const imageSamples: Array<{ folder: string; name: string }> = [
  { folder: "rock", name: "rock.jpg" },
  { folder: "metal", name: "metal_plate.jpg" },
  { folder: "bark", name: "oak_bark.jpg" },
];
