import { hasWord, type NameTokens, words } from "./name-tokens.js";

const trunkWords = words("log", "stem");
const topWords = words("top");
// Birch bark is white: on its log's end the light rim is the bark, which stands proud of the wood.
const whiteBarkWords = words("birch");
const strippedWords = words("stripped");

/**
 * The cut end of a log or stem by name (`oak_log_top`, `log_spruce_top`, `stripped_warped_stem_top`),
 * except a birch log's with its white bark. Its height follows luminance the wrong way round: the pale
 * earlywood between the dark growth rings is the soft part that wears low, and the dark bark rim stands.
 * Against hand-made heights for the vanilla layout (SimpleLabPBR) the luminance height of 36 of the 38
 * log and stem ends of VoxeLibre and PixelPerfection correlates negatively (−0.16 to −0.40), and Replete's
 * oak log end against its own −0.86; birch with bark is the one positive (+0.19), hence its exception.
 */
export function isEndGrainName(tokens: NameTokens): boolean {
  if (!hasWord(tokens, trunkWords) || !hasWord(tokens, topWords)) return false;
  return !hasWord(tokens, whiteBarkWords) || hasWord(tokens, strippedWords);
}
