// Names, labels and JSON of the actions: one entry per verb of act::kSpace
// (state.h). A pending power may word its own answers (EvrScript::label, effects.h).
#include "evr/effects.h"
#include "evr/match_state.h"

namespace sw {
namespace evr {

namespace {

const char* strategy_key(int k) { return strategy_def(k).key; }
const char* event_key(int e) { return event_def(e).key; }

void card_fields(json& j, int c, std::string label) {
  j["card"] = card_json(c);
  j["label"] = std::move(label);
}

void pass_text(const EvrState&, int, int, json& j) { j["label"] = "Pass"; }
void play_text(const EvrState&, int, int, json& j) { j["label"] = "Play the top card of your deck"; }
void force_text(const EvrState& s, int, int c, json& j) {
  card_fields(j, c, "Use the Force: " + card_label(c) + (s.power_blocked(c) ? " (power blocked by the event)" : ""));
}
void influence_text(const EvrState&, int, int c, json& j) {
  card_fields(j, c, "Spend influence to ready " + card_label(c));
}
void strategy_text(const EvrState&, int, int k, json& j) {
  const StrategyDef& d = strategy_def(k);
  j["strategy"] = d.key;
  j["label"] = std::string("Choose ") + d.name + ": " + d.text;
}
void strategy_for_opponent_text(const EvrState&, int, int k, json& j) {
  const StrategyDef& d = strategy_def(k);
  j["strategy"] = d.key;
  j["label"] = std::string("Give your opponent ") + d.name;
}
void character_text(const EvrState&, int, int c, json& j) {
  card_fields(j, c, "Put " + card_label(c) + " in your deck");
}
void pick_text(const EvrState& s, int, int c, json& j) {
  card_fields(j, c, "Choose " + seat_name(s, s.owner_seat(c)) + " " + card_label(c));
}
void deck_text(const EvrState&, int, int f, json& j) {
  j["label"] = std::string("The ") + faction_name(f) + " resource deck";
}
void pick_strategy_text(const EvrState&, int, int k, json& j) {
  const StrategyDef& d = strategy_def(k);
  j["strategy"] = d.key;
  j["label"] = std::string("Choose ") + d.name;
}
void pick_event_text(const EvrState&, int, int e, json& j) {
  j["event"] = event_json(e);
  j["label"] = std::string("Put ") + event_def(e).name + " next";
}
void yes_text(const EvrState&, int, int, json& j) { j["label"] = "Yes"; }
void no_text(const EvrState&, int, int, json& j) { j["label"] = "No"; }
void done_text(const EvrState&, int, int, json& j) { j["label"] = "Done / skip"; }

// Indexed by act::Verb.
const VerbText<EvrState> kVerbText[act::kVerbCount] = {
    {nullptr, pass_text},
    {nullptr, play_text},
    {card_id, force_text},
    {card_id, influence_text},
    {strategy_key, strategy_text},
    {strategy_key, strategy_for_opponent_text},
    {card_id, character_text},
    {card_id, pick_text},
    {faction_key, deck_text},
    {strategy_key, pick_strategy_text},
    {event_key, pick_event_text},
    {nullptr, yes_text},
    {nullptr, no_text},
    {nullptr, done_text},
};

}  // namespace

std::string EvrMatch::action_id(int /*seat*/, Action a) const { return sw::action_id(act::kSpace, kVerbText, a); }

json EvrMatch::action_json(int seat, Action a) const {
  json j = sw::action_json(act::kSpace, kVerbText, s, seat, a);
  if (s.choosing()) {
    std::string label = choice_label(s, a);
    if (!label.empty()) j["label"] = label;
    // A yes/no about a card carries it, like every action that refers to one.
    if (a == act::kYes || a == act::kNo) {
      int c = choice_subject(s);
      if (c >= 0) j["card"] = card_json(c);
    }
  }
  return j;
}

}  // namespace evr
}  // namespace sw
