package main

import (
	"reflect"
	"testing"
)

func TestResultColumns(t *testing.T) {
	db := newSchemas([]tablesJSON{{
		DBID:                "shop",
		TableNamesOriginal:  []string{"Orders", "Customer"},
		ColumnNamesOriginal: [][2]any{{-1.0, "*"}, {0.0, "OrderID"}, {0.0, "CustID"}, {0.0, "Amount"}, {1.0, "CustID"}, {1.0, "FullName"}},
	}})["shop"]
	tests := []struct {
		name, sql string
		want      []string
	}{
		{"plain", "SELECT amount FROM orders", []string{"Amount"}},
		{"qualified", "SELECT T2.fullname, T1.amount FROM Orders AS T1 JOIN Customer AS T2 ON T1.custid = T2.custid", []string{"FullName", "Amount"}},
		{"alias", "SELECT sum(amount) AS total FROM orders", []string{"total"}},
		{"expression", "SELECT count ( * ) ,  custid FROM orders GROUP BY custid", []string{"count ( * )", "CustID"}},
		{"distinct", "SELECT DISTINCT fullname FROM customer", []string{"FullName"}},
		{"star", "SELECT * FROM customer", []string{"CustID", "FullName"}},
		{"star of a join", "SELECT T1.* FROM orders AS T1 JOIN customer AS T2 ON T1.custid = T2.custid", []string{"OrderID", "CustID", "Amount"}},
		{"subquery tables ignored", "SELECT * FROM customer WHERE custid NOT IN (SELECT custid FROM orders)", []string{"CustID", "FullName"}},
		{"union keeps the first", "SELECT fullname FROM customer UNION SELECT orderid FROM orders", []string{"FullName"}},
		{"no select", "DELETE FROM orders", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := resultColumns(tt.sql, db); !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("resultColumns(%q)=%q, want %q", tt.sql, got, tt.want)
			}
		})
	}
}
