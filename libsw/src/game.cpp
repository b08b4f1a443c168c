#include "sw/game.h"
#include "sw/registry.h"

namespace sw {

static bool same_type(const json& a, const json& b) {
  if (a.is_boolean()) return b.is_boolean();
  if (a.is_string()) return b.is_string();
  if (a.is_number_integer() || a.is_number_unsigned()) return b.is_number_integer() || b.is_number_unsigned();
  if (a.is_number()) return b.is_number();
  return a.type() == b.type();
}

Result<json> Game::normalize_options(const json& options) const {
  json out = json::object();
  for (const OptionSpec& o : info().options) out[o.name] = o.default_value;
  if (options.is_null()) return out;
  if (!options.is_object()) return make_error(err::kBadOption, "options must be a JSON object");
  for (auto it = options.begin(); it != options.end(); ++it) {
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& o : info().options)
      if (o.name == it.key()) spec = &o;
    if (!spec) return make_error(err::kBadOption, "unknown option '" + it.key() + "' for game " + info().id);
    if (!same_type(spec->default_value, it.value()))
      return make_error(err::kBadOption, "option '" + it.key() + "' has the wrong type");
    int as_int = 0;
    if (it.value().is_number_integer() && !as_int_in(it.value(), INT32_MIN, INT32_MAX, as_int))
      return make_error(err::kBadOption, "option '" + it.key() + "' is out of range");
    if (!spec->choices.empty()) {
      bool found = false;
      for (const json& c : spec->choices)
        if (c.is_number() ? same_integer(c, it.value()) || (c.is_number_float() && c == it.value()) : c == it.value())
          found = true;
      if (!found) return make_error(err::kBadOption, "option '" + it.key() + "' has a value that is not allowed");
    }
    out[it.key()] = it.value();
  }
  return out;
}

json Game::info_json() const {
  const GameInfo& i = info();
  json j;
  j["id"] = i.id;
  j["name"] = i.name;
  j["players"] = {{"min", i.min_players}, {"max", i.max_players}};
  json defaults = json::object();
  json specs = json::array();
  for (const OptionSpec& o : i.options) {
    defaults[o.name] = o.default_value;
    json s = {{"name", o.name}, {"description", o.description}, {"default", o.default_value}};
    s["choices"] = json::array();
    for (const json& c : o.choices) s["choices"].push_back(c);
    specs.push_back(s);
  }
  j["options"] = defaults;
  j["optionSpecs"] = specs;
  j["hiddenInformation"] = i.hidden_information;
  j["chance"] = i.chance;
  j["teams"] = i.teams;
  j["rulesVersion"] = i.rules_version;
  return j;
}

void Registry::add(std::unique_ptr<Game> g) {
  for (auto& existing : games_)
    if (existing->info().id == g->info().id) {
      existing = std::move(g);
      return;
    }
  games_.push_back(std::move(g));
}

const Game* Registry::find(const std::string& id) const {
  for (const auto& g : games_)
    if (g->info().id == id) return g.get();
  return nullptr;
}

std::vector<const Game*> Registry::list() const {
  std::vector<const Game*> v;
  for (const auto& g : games_) v.push_back(g.get());
  return v;
}

json Registry::list_json() const {
  json a = json::array();
  for (const auto& g : games_) a.push_back(g->info_json());
  return a;
}

}  // namespace sw
