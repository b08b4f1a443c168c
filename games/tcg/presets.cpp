// The two preset decks: 60 cards each, 16 Space, 16 Ground and 16 Character
// units, 8 Battle cards and 4 Missions, built from cards that play well
// without a deep plan (mostly commons, a few uniques to stack).
#include <cstdio>
#include <cstdlib>
#include "tcg/decks.h"

namespace sw::tcg {
namespace {

struct Row {
  const char* key;
  int count;
};

DeckList build(std::initializer_list<Row> rows) {
  DeckList d;
  for (const Row& r : rows) {
    const int def = def_of_key(r.key);
    if (def < 0) {  // a typo in the table below: fail loudly at the first use
      std::fprintf(stderr, "tcg presets: unknown card '%s'\n", r.key);
      std::abort();
    }
    add_cards(d, def, r.count);
  }
  return d;
}

}  // namespace

const std::vector<Preset>& presets() {
  static const std::vector<Preset> p = {
      {"republic", "Republic (Light Side, Attack of the Clones)", kLight,
       build({
           // Space (16)
           {"naboo-starfighter-squadron", 3}, {"jedi-starfighter-3r3", 3}, {"bravo-n-1-starfighter", 3},
           {"republic-cruiser", 2}, {"naboo-royal-starship", 2}, {"republic-assault-ship", 1},
           {"obi-wans-starfighter-a", 1}, {"padmes-yacht-a", 1},
           // Ground (16)
           {"clone-platoon", 4}, {"elite-jedi-squad", 3}, {"at-te-walker-23x", 2},
           {"republic-attack-gunship-uh-478", 2}, {"speeder-bike-squadron", 2}, {"chancellors-guard-squad", 2},
           {"jedi-patrol", 1},
           // Characters (16)
           {"obi-wan-kenobi-c", 2}, {"obi-wan-kenobi-b", 1}, {"anakin-skywalker-d", 2}, {"clone-warrior-4-163", 3},
           {"clone-warrior-5-373", 2}, {"naboo-security-guard", 2}, {"padme-amidala-d", 1}, {"kit-fisto-a", 1},
           {"yoda-b", 1}, {"shaak-ti-a", 1},
           // Battle cards (8)
           {"yodas-intervention", 2}, {"windus-solution", 2}, {"surge-of-power", 2}, {"heros-dodge", 2},
           // Missions (4)
           {"seek-the-councils-wisdom", 2}, {"wedding-of-destiny", 1}, {"starship-refit", 1},
       })},
      {"separatists", "Separatists (Dark Side, Attack of the Clones)", kDark,
       build({
           // Space (16)
           {"droid-starfighter-squadron", 3}, {"droid-starfighter-wing", 3}, {"geonosian-fighter", 3},
           {"commerce-guild-starship", 2}, {"trade-federation-battleship", 2}, {"techno-union-starship", 1},
           {"slave-i-a", 1}, {"tyranuss-solar-sailer-a", 1},
           // Ground (16)
           {"destroyer-droid-squad", 3}, {"battle-droid-squad", 3}, {"geonosian-squad", 3},
           {"walking-droid-fighter", 2}, {"commerce-guild-droid-81", 2}, {"flying-geonosian-squad", 2},
           {"zams-airspeeder-a", 1},
           // Characters (16)
           {"jango-fett-d", 2}, {"jango-fett-c", 1}, {"darth-tyranus-c", 2}, {"geonosian-warrior", 3},
           {"infantry-battle-droid-b1-series", 3}, {"super-battle-droid-8ex", 2}, {"zam-wesell-b", 2},
           {"nute-gunray-a", 1},
           // Battle cards (8)
           {"strength-of-hate", 2}, {"tyranuss-gift", 2}, {"surge-of-power", 2}, {"target-locked", 2},
           // Missions (4)
           {"capture-obi-wan", 2}, {"destruction-of-hope", 1}, {"return-to-spaceport", 1},
       })},
  };
  return p;
}

const Preset* preset_by_key(const std::string& key) {
  for (const Preset& p : presets())
    if (key == p.key) return &p;
  return nullptr;
}

}  // namespace sw::tcg
