// Force costs and their surcharges (force_costs.h).
#include "tcg/force_costs.h"
#include <cstring>

namespace sw::tcg {

namespace {

bool activated_kind(const Ability& a) {
  return a.kind == AbilityKind::Activated || a.kind == AbilityKind::Interrupt || a.kind == AbilityKind::Reaction;
}

// Order Here: the lasting marks on completed Missions (this turn only).
int battle_tax(const TcgState& g) {
  int n = 0;
  for (const Lasting& l : g.lasting)
    if (l.stat == st::kBattleTax && g.valid_card(l.target) && g.fx(l.target).type == kMission) n += l.amount;
  return n;
}

// Nexu: the constants st::kAbilityTax of `seat`'s units in the arenas
// (summed here: the mark is past the printed stats, engine::stat never reads it).
int ability_tax(const TcgState& g, int seat) {
  if (!engine::constant_in_play(g, st::kAbilityTax)) return 0;
  int n = 0;
  for (CardId u : g.zone_of(seat, zone::kPlay)) {
    const Card& d = TcgState::card_def(g.cards[u].def);
    for (int i = 0; i < d.n_abilities; ++i) {
      const Ability& a = d.abilities[i];
      if (a.kind == AbilityKind::Constant && a.stat == st::kAbilityTax && (!a.condition || a.condition(g, u))) n += a.amount;
    }
  }
  return n;
}

bool battle_play(const TcgState& g, CardId c, const Ability& a) { return a.from_hand && g.fx(c).type == kBattle; }
bool unit_ability(const TcgState& g, CardId c, const Ability& a) {
  return !a.from_hand && g.is_unit_card(c) && activated_kind(a) && std::strstr(a.text, "→") != nullptr;
}

}  // namespace

bool surchargeable(const Card& c, const Ability& a) {
  if (a.from_hand) return c.type == kBattle && activated_kind(a);
  return is_unit(static_cast<CardType>(c.type)) && activated_kind(a) && std::strstr(a.text, "→") != nullptr;
}

int force_surcharge(const TcgState& g, CardId c, int ability, int seat) {
  const Ability& a = TcgState::card_def(g.cards[c].def).abilities[ability];
  if (a.pay_kind != fk::kPayForce) return 0;  // the card table gave every surchargeable ability one
  // The cheap tests first: this runs at every "may this be used now".
  if (a.from_hand) return !g.lasting.empty() && battle_play(g, c, a) ? battle_tax(g) : 0;
  return engine::constant_in_play(g, st::kAbilityTax) && unit_ability(g, c, a) ? ability_tax(g, g.opponent_of(seat)) : 0;
}

int force_cost(const TcgState& g, CardId c, int ability, int seat) {
  const Ability& a = TcgState::card_def(g.cards[c].def).abilities[ability];
  if (a.pay_kind != fk::kPayForce) return 0;
  return a.pay + force_surcharge(g, c, ability, seat);
}

std::string surcharge_reasons(const TcgState& g, CardId c, int ability, int seat) {
  if (force_surcharge(g, c, ability, seat) == 0) return "";
  const Ability& a = TcgState::card_def(g.cards[c].def).abilities[ability];
  std::string why;
  const int battle = battle_play(g, c, a) ? battle_tax(g) : 0;
  const int units = unit_ability(g, c, a) ? ability_tax(g, g.opponent_of(seat)) : 0;
  if (battle > 0) why += "+" + std::to_string(battle) + " for Order Here";
  if (units > 0) why += (why.empty() ? "+" : ", +") + std::to_string(units) + " for Nexu";
  return why;
}

std::string force_cost_note(const TcgState& g, CardId c, int ability, int seat) {
  const std::string why = surcharge_reasons(g, c, ability, seat);
  if (why.empty()) return "";
  return " (Force cost " + std::to_string(force_cost(g, c, ability, seat)) + ": " + why + ")";
}

json with_force_note(const TcgState& g, int seat, Action a, json j) {
  if (verb_of(a) != act::kUse || seat < 0 || seat >= g.seats || !g.valid_card(card_of(a)) ||
      arg_of(a) >= TcgState::card_def(g.cards[card_of(a)].def).n_abilities)
    return j;
  const std::string note = force_cost_note(g, card_of(a), arg_of(a), seat);
  if (!note.empty()) j["label"] = j["label"].get<std::string>() + note;
  return j;
}

}  // namespace sw::tcg
