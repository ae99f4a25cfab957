# Armia Vegas: błędy silnika.

## Błędy silnika (kody rules.actions.RulesError)
rules-takeover-pending = { $user } musi najpierw wybrać, jak zwrócić przejętą jednostkę (albo zostawić ją tak, jak stoi).
