// Card registration: every card is a sw::CardDef<EvrState> in its own file,
// listed once in games/evr/card_list.h; its abilities are data
// (sw/abilities.h) and every script (games/evr/scripts/script_list.h) is
// used. These tests check the list against the data.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include "evr/effects.h"
#include "evr/state_fields.h"

using namespace sw::evr;
using sw::AbilityKind;

namespace {

std::set<int> scripts_used_by_cards() {
  std::set<int> used;
  for (int ref = 0; ref < kNumCardRefs; ++ref) {
    const EvrCard& d = card_def(ref);
    for (int i = 0; i < d.n_abilities; ++i)
      if (d.abilities[i].script) used.insert(static_cast<int>(script_of_kind(d.abilities[i].script)));
  }
  return used;
}

}  // namespace

TEST_CASE("EvR registry: every resource card has its power as one ability, with its text", "[evr][registry]") {
  for (int c = 0; c < kNumResourceCards; ++c) {
    INFO(card_id(c));
    const ResourceCardDef& r = resource_def(c);
    REQUIRE(r.def != nullptr);
    const EvrCard& d = *r.def;
    CHECK(std::string(d.key) == r.key);
    CHECK(d.type == static_cast<uint8_t>(r.type));
    CHECK(r.active_value >= r.exhausted_value);
    REQUIRE(d.n_abilities == 1);
    const EvrAbility& a = d.abilities[0];
    CHECK(a.kind == AbilityKind::Activated);
    CHECK(a.exhaust_self);  // the Force action exhausts the card (EVR-STRUGGLE-5)
    CHECK(std::string(d.text).size() > 10);
    CHECK(std::string(a.text) == d.text);
    // Verbs or a script, never neither.
    CHECK((a.script != 0) != (a.n_effects > 0));
    if (a.script) {
      PowerId p = script_of_kind(a.script);
      REQUIRE(p > PowerId::None);
      REQUIRE(p < PowerId::Count);
      CHECK(script_def(p).frame.run != nullptr);
      CHECK(card_has_script(c, p));
    }
    // The generic cards of both factions are the same cards (OQ-EVR-01).
    if (!is_character(c)) CHECK(resource_def(c).def == resource_def((c + kCardsPerFaction) % kNumResourceCards).def);
  }
}

TEST_CASE("EvR registry: Tarkin and Yoda are verbs: a game event about a seat", "[evr][registry]") {
  const EvrAbility& tarkin = resource_def(find_card("imp.grand-moff-tarkin")).def->abilities[0];
  REQUIRE(tarkin.n_effects == 1);
  CHECK(tarkin.effects[0].verb == sw::Verb::Raise);
  CHECK(tarkin.effects[0].who == sw::Who::Opponent);
  CHECK(tarkin.effects[0].amount == 2);
  CHECK(tarkin.effects[0].arg == evt::kLoseInfluence);
  const EvrAbility& yoda = resource_def(find_card("reb.yoda")).def->abilities[0];
  REQUIRE(yoda.n_effects == 1);
  CHECK(yoda.effects[0].who == sw::Who::You);
  CHECK(yoda.effects[0].arg == evt::kGainInfluence);
}

TEST_CASE("EvR registry: events have their facts, and an effect text exactly when they have an ability",
          "[evr][registry]") {
  std::set<std::string> keys;
  for (int e = 0; e < kNumEvents; ++e) {
    const EventDef& ev = event_def(e);
    INFO(ev.key);
    REQUIRE(ev.def != nullptr);
    CHECK(keys.insert(ev.key).second);
    CHECK(find_event(ev.key) == e);
    CHECK(&card_def(event_ref(e)) == ev.def);
    CHECK(ev.def->type == kTypeEvent);
    CHECK(ev.capacity >= 2);
    CHECK(ev.target >= 5);
    CHECK(ev.vp + ev.influence == 3);  // EVR-COMP-4: VP and influence trade off
    const EvrCard& d = *ev.def;
    CHECK(d.n_abilities <= 1);
    CHECK((ev.effect_text != nullptr) == (d.n_abilities == 1));
    for (int i = 0; i < d.n_abilities; ++i) {
      const EvrAbility& a = d.abilities[i];
      CHECK(std::string(a.text) == ev.effect_text);
      if (a.kind == AbilityKind::Constant) {
        CHECK(a.stat == stats::kPowerBlocked);
        CHECK(a.target_ok != nullptr);  // which cards it blocks
      } else {
        CHECK(a.kind == AbilityKind::ForcedReaction);
        CHECK(a.on == evt::kEventWon);
        CHECK((a.script != 0) != (a.n_effects > 0));
      }
    }
  }
}

TEST_CASE("EvR registry: strategies are cards with one ability each", "[evr][registry]") {
  for (int k = 0; k < kNumStrategies; ++k) {
    const StrategyDef& st = strategy_def(k);
    INFO(st.key);
    REQUIRE(st.def != nullptr);
    CHECK(find_strategy(st.key) == k);
    CHECK(st.def->type == kTypeStrategy);
    CHECK(std::string(st.text).size() > 10);
    REQUIRE(st.def->n_abilities == 1);
    CHECK(std::string(st.def->abilities[0].text) == st.text);
  }
  CHECK(strategy_total_bonus(find_strategy("direct-assault")) == 2);
  CHECK(strategy_total_bonus(find_strategy("deception")) == 0);
  CHECK(strategy_swaps_winner(find_strategy("deception")));
  CHECK_FALSE(strategy_swaps_winner(find_strategy("support")));
  CHECK(strategies_cancel_each_other(find_strategy("deception"), find_strategy("deception")));
  CHECK_FALSE(strategies_cancel_each_other(find_strategy("deception"), find_strategy("direct-assault")));
}

TEST_CASE("EvR registry: every script is used by a card or handed over to, and numbers kept for saves are empty",
          "[evr][registry]") {
  std::set<int> used = scripts_used_by_cards();
  std::set<int> follow_ups;
  for (int id = 1; id < static_cast<int>(PowerId::Count); ++id) {
    const EvrScript& d = script_def(static_cast<PowerId>(id));
    if (d.follow_up != PowerId::None) {
      follow_ups.insert(static_cast<int>(d.follow_up));
      CHECK(power_asks(d.follow_up));
      CHECK_FALSE(power_asks(static_cast<PowerId>(id)));  // it hands over instead of asking
    }
  }
  for (int id = 1; id < static_cast<int>(PowerId::Count); ++id) {
    INFO("script " << id);
    const EvrScript& d = script_def(static_cast<PowerId>(id));
    if (d.frame.run == nullptr) {
      // A number kept for the save format (Yoda, Tarkin): no card uses it.
      CHECK(used.count(id) == 0);
      CHECK_FALSE(power_asks(static_cast<PowerId>(id)));
      continue;
    }
    CHECK(std::string(d.frame.name).size() > 2);
    CHECK((used.count(id) + follow_ups.count(id)) == 1);
    // Optional hooks belong to scripts that ask.
    if (!power_asks(static_cast<PowerId>(id))) {
      CHECK(d.frame.label == nullptr);
      CHECK(d.peek_events == nullptr);
      CHECK(d.frame.valid == nullptr);
      CHECK(d.subject == nullptr);
    }
  }
  // The frame kinds are kFirstScriptFrame + the saved number.
  CHECK(script_kind(PowerId::Support) == kFirstScriptFrame + static_cast<int>(PowerId::Support));
  CHECK(script_of_kind(script_kind(PowerId::Jabba)) == PowerId::Jabba);
  CHECK(script_def(PowerId::None).frame.run == nullptr);
  CHECK_FALSE(power_asks(PowerId::None));
}

TEST_CASE("EvR registry: event timing comes from the abilities", "[evr][registry]") {
  int ongoing = 0, resolution = 0;
  for (int e = 0; e < kNumEvents; ++e) {
    const EvrCard& d = *event_def(e).def;
    for (int i = 0; i < d.n_abilities; ++i) {
      if (d.abilities[i].kind == AbilityKind::Constant) ++ongoing;
      if (d.abilities[i].kind == AbilityKind::ForcedReaction) ++resolution;
    }
  }
  CHECK(ongoing == 5);      // four generic types and Duel on Cloud City
  CHECK(resolution == 11);  // the events with a "when won" effect
}

TEST_CASE("EvR registry: a script's frame kind is 16 + its number, and saves keep the number", "[evr][registry][steps]") {
  EvrState s;
  ask(s, PowerId::Support, 0, 0, -1, 0);
  REQUIRE(s.choosing());
  CHECK(s.stack.top().kind == kFirstScriptFrame + static_cast<int>(PowerId::Support));
  CHECK(s.choice().power == PowerId::Support);
  const sw::json saved = codec::PendingFrame{}.write(s.stack);
  CHECK(saved["power"] == 21);  // the save format of before: the line of Support in the list
  EvrStack back;
  std::string err;
  REQUIRE(codec::PendingFrame{}.read(saved, back, err));
  CHECK(back.top() == s.stack.top());
}
