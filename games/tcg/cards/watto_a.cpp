// Watto (A) (neutral Character, AOTC 116): when the Battle phase ends (T5),
// if Watto is in the Character arena, one of his owner's Droids, Speeders or
// Starfighters (in an arena, with damage counters) may lose 1 damage counter.
#include "tcg/cards/counting.h"
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool droid_speeder_starfighter(const TcgState& g, CardId, CardId c) {
  return card_has_subtype(g, c, "Droid") || card_has_subtype(g, c, "Speeder") || card_has_subtype(g, c, "Starfighter");
}
}  // namespace

extern const CardScript watto_a_script =
    CardScript::picking("watto-a", "you may take 1 damage counter off one of your Droids, Speeders or Starfighters.",
                        Pick::heal_unit(1, droid_speeder_starfighter));

Card watto_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kBattleEnds)
                    .scripted(fk::kScript)
                    .says("When the battle phase ends: if Watto is in the Character arena, one of your Droids, Speeders or "
                          "Starfighters may lose 1 damage counter."));
}

}  // namespace sw::tcg
