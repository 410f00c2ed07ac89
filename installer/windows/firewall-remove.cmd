@echo off
rem SPDX-License-Identifier: MIT
rem Removes the inbound rules that firewall-add.cmd created. Run as administrator.
netsh advfirewall firewall delete rule name="Benchwire test port (TCP 5201)"
netsh advfirewall firewall delete rule name="Benchwire test port (UDP 5201)"
