// Every action that refers to a card carries it (docs/api.md, "Action ids"):
// the yes/no answers of Leia Organa and Jabba the Hutt are about a card (the
// chosen reserve character, the top card of the deck), so they carry it and
// the page can make that card the button for the answer.
#include <map>

#include "card_helpers.h"

using namespace evrtest;
using namespace evrtest::cards;

namespace {
// The action objects of `seat` by id.
std::map<std::string, json> actions_of(Evr& g, int seat) {
  std::map<std::string, json> out;
  for (const json& a : parse(g.m.legal_actions(seat))) out[a["id"].get<std::string>()] = a;
  return out;
}
std::string card_of(const json& a) { return a.contains("card") ? a["card"]["id"].get<std::string>() : ""; }
}  // namespace

TEST_CASE("Leia Organa: yes and no carry the chosen reserve character (EVR-FAQ-4, EVR-FAQ-5)",
          "[evr][cards][leia][api]") {
  json rebel = {{"inPlay", {"reb.leia-organa"}},
                {"reserve", {"reb.han-solo", "reb.yoda"}},
                {"deck", other_characters("reb", {"reb.leia-organa", "reb.han-solo", "reb.yoda"})}};
  Evr g(struggle("battle-of-hoth", rebel, {{"inPlay", {"imp.force-2"}}}));
  g.act(Evr::R, "force:reb.leia-organa");
  g.act(Evr::R, "pick:reb.yoda");
  auto acts = actions_of(g, Evr::R);
  REQUIRE(acts.count("yes") == 1);
  REQUIRE(acts.count("no") == 1);
  CHECK(card_of(acts["yes"]) == "reb.yoda");
  CHECK(card_of(acts["no"]) == "reb.yoda");
  CHECK(acts["yes"]["card"]["name"] == "Yoda");
  CHECK(acts["yes"]["kind"] == "yes");
}

TEST_CASE("Jabba the Hutt: yes and no carry the top card he looks at, for him only", "[evr][cards][jabba][api]") {
  Evr g(struggle("battle-of-hoth", {{"inPlay", {"reb.force-2"}}},
                 {{"inPlay", {"imp.jabba-the-hutt", "imp.military-2"}}, {"deck", {"imp.force-5", "imp.recon-3"}}},
                 "imperial"));
  g.act(Evr::I, "force:imp.jabba-the-hutt");
  // Step 0 (discard or skip): "done" is about no card.
  CHECK(card_of(actions_of(g, Evr::I)["done"]).empty());
  g.act(Evr::I, "done");
  auto acts = actions_of(g, Evr::I);
  CHECK(card_of(acts["yes"]) == "imp.force-5");
  CHECK(card_of(acts["no"]) == "imp.force-5");
  // The Rebel has nothing to decide and learns nothing.
  CHECK(parse(g.m.legal_actions(Evr::R)).empty());
}
