// The card tables. Sources of the numbers and the values we doubt: docs/rulings.md.
#include "evr/cards.h"
#include <cstring>
#include <string>

namespace sw {
namespace evr {

namespace {

using RT = ResourceType;
using P = PowerId;

// The 16 generic cards are the same for both factions (four types valued 2
// to 5, equal when exhausted: OQ-EVR-01); the 8 characters differ.
// Character values 6 active / 1 exhausted: see docs/rulings.md.
#define SW_EVR_GENERIC_CARDS                                   \
  {"diplomacy-2", "Diplomacy", RT::Diplomacy, 2, 2, P::Diplomacy}, \
  {"diplomacy-3", "Diplomacy", RT::Diplomacy, 3, 3, P::Diplomacy}, \
  {"diplomacy-4", "Diplomacy", RT::Diplomacy, 4, 4, P::Diplomacy}, \
  {"diplomacy-5", "Diplomacy", RT::Diplomacy, 5, 5, P::Diplomacy}, \
  {"force-2", "The Force", RT::TheForce, 2, 2, P::TheForce},       \
  {"force-3", "The Force", RT::TheForce, 3, 3, P::TheForce},       \
  {"force-4", "The Force", RT::TheForce, 4, 4, P::TheForce},       \
  {"force-5", "The Force", RT::TheForce, 5, 5, P::TheForce},       \
  {"military-2", "Military", RT::Military, 2, 2, P::Military},     \
  {"military-3", "Military", RT::Military, 3, 3, P::Military},     \
  {"military-4", "Military", RT::Military, 4, 4, P::Military},     \
  {"military-5", "Military", RT::Military, 5, 5, P::Military},     \
  {"recon-2", "Recon", RT::Recon, 2, 2, P::Recon},                 \
  {"recon-3", "Recon", RT::Recon, 3, 3, P::Recon},                 \
  {"recon-4", "Recon", RT::Recon, 4, 4, P::Recon},                 \
  {"recon-5", "Recon", RT::Recon, 5, 5, P::Recon}

}  // namespace

// All 48 resource cards: ids 0..23 Rebel, 24..47 Imperial (cards.h).
const ResourceCardDef kResourceCards[kNumResourceCards] = {
    SW_EVR_GENERIC_CARDS,
    {"chewbacca", "Chewbacca", RT::Character, 6, 1, P::Chewbacca},
    {"han-solo", "Han Solo", RT::Character, 6, 1, P::HanSolo},
    {"lando-calrissian", "Lando Calrissian", RT::Character, 6, 1, P::Lando},
    {"leia-organa", "Leia Organa", RT::Character, 6, 1, P::Leia},
    {"luke-skywalker", "Luke Skywalker", RT::Character, 6, 1, P::Luke},
    {"obi-wan-kenobi", "Obi-Wan Kenobi", RT::Character, 6, 1, P::ObiWan},
    {"r2-d2-c-3po", "R2-D2 and C-3PO", RT::Character, 6, 1, P::R2D2C3PO},
    {"yoda", "Yoda", RT::Character, 6, 1, P::Yoda},
    SW_EVR_GENERIC_CARDS,
    {"admiral-piett", "Admiral Piett", RT::Character, 6, 1, P::Piett},
    {"boba-fett", "Boba Fett", RT::Character, 6, 1, P::BobaFett},
    {"darth-vader", "Darth Vader", RT::Character, 6, 1, P::Vader},
    {"emperor-palpatine", "Emperor Palpatine", RT::Character, 6, 1, P::Palpatine},
    {"general-veers", "General Veers", RT::Character, 6, 1, P::Veers},
    {"grand-moff-tarkin", "Grand Moff Tarkin", RT::Character, 6, 1, P::Tarkin},
    {"ig-88", "IG-88", RT::Character, 6, 1, P::IG88},
    {"jabba-the-hutt", "Jabba the Hutt", RT::Character, 6, 1, P::Jabba},
};
#undef SW_EVR_GENERIC_CARDS

namespace {

using EB = EventBlock;
using EE = EventEffect;

}  // namespace

// The 24 events: capacity, target, VP, influence (EVR-COMP-4).
const EventDef kEvents[kNumEvents] = {
    {"acquire-the-death-star-plans", "Acquire the Death Star Plans", 3, 13, 2, 1, EB::None, EE::LoserDiscardsTwoInfluence,
     "The loser discards 2 influence tokens."},
    {"attack-on-echo-base", "Attack on Echo Base", 3, 9, 2, 1, EB::Diplomacy, EE::None,
     "This round, Diplomacy powers have no effect."},
    {"balance-of-the-force", "Balance of the Force", 5, 7, 1, 2, EB::None, EE::WinnerReordersTopThreeEvents,
     "The winner may look at the top 3 cards of the event deck and put them back in any order."},
    {"battle-of-endor", "Battle of Endor", 5, 17, 3, 0, EB::TheForce, EE::None,
     "This round, The Force powers have no effect."},
    {"battle-of-hoth", "Battle of Hoth", 5, 17, 3, 0, EB::None, EE::None, nullptr},
    {"battle-of-yavin", "Battle of Yavin", 4, 15, 3, 0, EB::None, EE::None, nullptr},
    {"control-of-endor", "Control of Endor", 2, 9, 1, 2, EB::None, EE::None, nullptr},
    {"create-a-diversion", "Create a Diversion", 2, 5, 1, 2, EB::None, EE::LoserChoosesStrategyAtRandom,
     "Next round the loser's strategy card is chosen at random."},
    {"destroy-the-shield-generator", "Destroy the Shield Generator", 2, 8, 2, 1, EB::None,
     EE::LoserDiscardsTwoInfluence, "The loser discards 2 influence tokens."},
    {"diplomatic-freedom", "Diplomatic Freedom", 3, 11, 1, 2, EB::None, EE::None, nullptr},
    {"display-of-power", "Display of Power", 4, 10, 3, 0, EB::None, EE::WinnerDiscardsLosersUnusedStrategy,
     "The winner picks one of the loser's unused strategy cards; the loser discards it."},
    {"duel-on-cloud-city", "Duel on Cloud City", 6, 21, 3, 0, EB::CharactersButLukeAndVader, EE::None,
     "This round, the powers of characters other than Luke Skywalker and Darth Vader have no effect."},
    {"escape-from-tatooine", "Escape from Tatooine", 3, 11, 1, 2, EB::None, EE::None, nullptr},
    {"evacuation-of-echo-base", "Evacuation of Echo Base", 4, 15, 2, 1, EB::Recon, EE::None,
     "This round, Recon powers have no effect."},
    {"fall-of-a-hero", "Fall of a Hero", 3, 9, 1, 2, EB::None, EE::LoserMovesCharacterToReserve,
     "The loser moves one character from their resource deck to their reserve."},
    {"heart-of-the-empire", "Heart of the Empire", 4, 13, 1, 2, EB::None, EE::None, nullptr},
    {"locate-the-rebel-base", "Locate the Rebel Base", 5, 9, 1, 2, EB::None, EE::LoserRevealsStrategyFirst,
     "Next round the loser chooses a strategy card first and reveals it before the opponent chooses."},
    {"most-desperate-hour", "Most Desperate Hour", 4, 13, 1, 2, EB::Military, EE::None,
     "This round, Military powers have no effect."},
    {"negotiate-with-the-hutts", "Negotiate with the Hutts", 3, 13, 3, 0, EB::None, EE::WinnerMovesCharacterToReserve,
     "The winner moves one character from their resource deck to their reserve."},
    {"occupation-of-cloud-city", "Occupation of Cloud City", 2, 5, 2, 1, EB::None, EE::WinnerMayAddCharacter,
     "The winner may shuffle one character from their reserve into their resource deck."},
    {"rebel-uprising", "Rebel Uprising", 6, 19, 1, 2, EB::None, EE::WinnerMayAddCharacter,
     "The winner may shuffle one character from their reserve into their resource deck."},
    {"rescue-mission-to-cloud-city", "Rescue Mission to Cloud City", 3, 7, 1, 2, EB::None, EE::None, nullptr},
    {"securing-the-rebel-base-on-yavin-4", "Securing the Rebel Base on Yavin 4", 2, 9, 1, 2, EB::None, EE::None,
     nullptr},
    {"ultimate-power-in-the-universe", "Ultimate Power in the Universe", 3, 7, 2, 1, EB::None,
     EE::WinnerTakesBackStrategies, "The winner takes back all of their used strategy cards."},
};

// The five strategy cards; both factions have the same five (EVR-COMP-5).
const StrategyDef kStrategies[kNumStrategies] = {
    {"bureaucracy", "Bureaucracy", "If you lose the event, take 2 influence tokens from the supply."},
    {"deception", "Deception",
     "If neither total exceeds the target number, the player who would lose the event wins it instead."},
    {"direct-assault", "Direct Assault", "Add 2 to your total when the winner is determined."},
    {"infiltration", "Infiltration", "Next round, you choose your opponent's strategy card for them."},
    {"support", "Support", "When revealed, shuffle one character from your reserve into your resource deck."},
};

namespace {

struct CardIds {
  std::string ids[kNumResourceCards];
  CardIds() {
    for (int c = 0; c < kNumResourceCards; ++c) ids[c] = std::string(c < 24 ? "reb." : "imp.") + resource_def(c).key;
  }
};

const CardIds& card_ids() {
  static const CardIds ids;
  return ids;
}

}  // namespace

const char* faction_key(int faction) { return faction == kRebel ? "rebel" : "imperial"; }
const char* faction_name(int faction) { return faction == kRebel ? "Rebel" : "Imperial"; }

const char* card_id(int card) { return card_ids().ids[card].c_str(); }

int find_card(const char* id) {
  for (int c = 0; c < kNumResourceCards; ++c)
    if (card_ids().ids[c] == id) return c;
  return -1;
}

int find_event(const char* key) {
  for (int e = 0; e < kNumEvents; ++e)
    if (std::strcmp(kEvents[e].key, key) == 0) return e;
  return -1;
}

int find_strategy(const char* key) {
  for (int s = 0; s < kNumStrategies; ++s)
    if (std::strcmp(kStrategies[s].key, key) == 0) return s;
  return -1;
}

int escape_from_tatooine() { return 12; }

}  // namespace evr
}  // namespace sw
